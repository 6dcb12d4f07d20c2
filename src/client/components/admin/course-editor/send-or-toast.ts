import { toastFailure } from "@/client/lib/failure-toast";
import { useRefreshCourses } from "./use-refresh-courses";

/**
 * The save behind an autosaved field: a server refusal is toasted with the spec's title (and
 * shown next to the fields by the autosave), a success refreshes what shows the course.
 */
export function useAutosaveSender(failureTitle: string) {
  const refresh = useRefreshCourses();
  return async (send: () => Promise<unknown>): Promise<void> => {
    try {
      await send();
    } catch (error) {
      toastFailure(failureTitle, error);
      throw error;
    }
    void refresh();
  };
}
