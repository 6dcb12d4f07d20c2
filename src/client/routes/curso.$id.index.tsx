import { createFileRoute } from "@tanstack/react-router";
import { PageLoading } from "@/client/components/page-loading";
import { CourseDetailPage } from "./-components/courses/course-detail-page";

export const Route = createFileRoute("/curso/$id/")({
  // The page reads the same query; 'Curso não encontrado' and failures are its own states.
  loader: ({ context: { queryClient, trpc }, params }) =>
    queryClient.prefetchQuery(trpc.courses.detail.queryOptions({ id: params.id })),
  pendingComponent: PageLoading,
  component: CourseDetailPage,
});
