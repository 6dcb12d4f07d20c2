import { useQuery } from "@tanstack/react-query";
import { ErrorAlert, LoadingState } from "@/client/components/query-states";
import { failureMessage } from "@/client/lib/failure-toast";
import { useTRPC } from "@/client/trpc";
import type { CourseView } from "../courses/types";
import { LockedLesson } from "./locked-lesson";
import { OpenLessonView } from "./open-lesson";

/** The selected lesson: open, locked (docs/product.md §6) or failed to load (docs/product.md §8). */
export function LessonPane({ view, lessonId }: { view: CourseView; lessonId: string }) {
  const trpc = useTRPC();
  const courseId = view.course.id;
  const lesson = useQuery(trpc.courses.lesson.queryOptions({ courseId, lessonId }));
  if (lesson.isPending) return <LoadingState label="Carregando aula..." />;
  if (lesson.isError) {
    // docs/product.md §8's title; the description is the server's reason (e.g. 'Aula não encontrada.').
    return (
      <ErrorAlert
        title="Erro ao carregar a aula"
        message={failureMessage(lesson.error)}
        onRetry={() => void lesson.refetch()}
      />
    );
  }
  if (lesson.data.locked) return <LockedLesson course={view.course} lesson={lesson.data.lesson} />;
  const summary = view.modules.flatMap((module) => module.lessons).find((item) => item.id === lessonId);
  return (
    <OpenLessonView
      courseId={courseId}
      answer={lesson.data}
      completed={summary?.completed ?? lesson.data.progress.completed}
      certified={view.certificate !== null}
    />
  );
}
