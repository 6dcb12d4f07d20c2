import { trpc } from "@/client/trpc";

/** Everything that shows courses: the admin list and editor, the catalogue, and the admin stat card of published courses. */
export function useRefreshCourses() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.courses.invalidate(), utils.admin.stats.invalidate()]);
}
