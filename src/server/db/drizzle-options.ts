import * as schema from "./schema";

/** Drizzle's settings for either engine. */
export const drizzleOptions = { schema, casing: "snake_case" } as const;
