import { z } from "./zod-locale";

/**
 * /curso/{id}/player?aula=<lesson id>: the lesson is in the address so a reload or a shared link
 * opens it again. Anything that is not a lesson id is dropped, and the player resumes instead.
 */
export const PlayerSearchSchema = z.object({ aula: z.uuid().optional().catch(undefined) });
export type PlayerSearch = z.output<typeof PlayerSearchSchema>;
