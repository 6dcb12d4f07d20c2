import { createFileRoute } from "@tanstack/react-router";
import { PageLoading } from "@/client/components/page-loading";
import { PlayerSearchSchema } from "@/shared/schemas/search-params";
import { playerLessonId } from "./-components/player/player-lesson";
import { PlayerPage } from "./-components/player/player-page";

export const Route = createFileRoute("/curso/$id/player")({
  validateSearch: PlayerSearchSchema,
  loaderDeps: ({ search }) => ({ aula: search.aula }),
  // The course and then the lesson the page will show, with the page's own query inputs. A course
  // that fails to load is left to the page ('Curso não encontrado' or its error state).
  loader: async ({ context: { queryClient, trpc }, params, deps }) => {
    const view = await queryClient
      .ensureQueryData(trpc.courses.detail.queryOptions({ id: params.id }))
      .catch(() => null);
    const lessonId = view ? playerLessonId(view, deps.aula) : null;
    if (lessonId) await queryClient.prefetchQuery(trpc.courses.lesson.queryOptions({ courseId: params.id, lessonId }));
  },
  pendingComponent: PageLoading,
  component: PlayerPage,
});
