import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "@/client/trpc";

/** Everything that shows courses: the admin list and editor, the catalogue, and the admin stat card of published courses. */
export function useRefreshCourses() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.courses.pathFilter()),
      queryClient.invalidateQueries(trpc.admin.stats.pathFilter()),
    ]);
}
