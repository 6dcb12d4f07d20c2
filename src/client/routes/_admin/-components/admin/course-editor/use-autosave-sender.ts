import { useQueryClient } from "@tanstack/react-query";
import { toastFailure } from "@/client/lib/failure-toast";
import { useTRPC } from "@/client/trpc";

/**
 * The save behind an autosaved field: a server refusal is toasted with the spec's title (and
 * shown next to the fields by the autosave); a success refreshes what shows the course (text
 * never changes the admin's stat cards, so those are left alone).
 */
export function useAutosaveSender(failureTitle: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async (send: () => Promise<unknown>): Promise<void> => {
    try {
      await send();
    } catch (error) {
      toastFailure(failureTitle, error);
      throw error;
    }
    void queryClient.invalidateQueries(trpc.courses.pathFilter());
  };
}
