import { createFileRoute } from "@tanstack/react-router";
import { CoursesPage } from "./-components/courses/courses-page";

export const Route = createFileRoute("/cursos")({
  staticData: { indexing: "sitemap" },
  // The page reads the same query; a failure is left to its own error state.
  loader: ({ context: { queryClient, trpc } }) => queryClient.prefetchQuery(trpc.courses.list.queryOptions()),
  component: CoursesPage,
});
