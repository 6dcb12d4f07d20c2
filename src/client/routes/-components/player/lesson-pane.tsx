import { CircleExclamationPoint, RefreshCw } from "lucide-react";
import { LoadingState } from "@/client/components/query-states";
import { Alert, AlertDescription, AlertTitle } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { failureMessage } from "@/client/lib/failure-toast";
import { trpc } from "@/client/trpc";
import type { CourseView } from "../courses/types";
import { LockedLesson } from "./locked-lesson";
import { OpenLessonView } from "./open-lesson";

function LessonLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <CircleExclamationPoint aria-hidden />
      <AlertTitle>Erro ao carregar a aula</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
          <RefreshCw aria-hidden />
          Tentar novamente
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** The selected lesson: open, locked (spec §6) or failed to load (spec §8). */
export function LessonPane({ view, lessonId }: { view: CourseView; lessonId: string }) {
  const courseId = view.course.id;
  const lesson = trpc.courses.lesson.useQuery({ courseId, lessonId });
  if (lesson.isPending) return <LoadingState label="Carregando aula..." />;
  if (lesson.isError) return <LessonLoadError message={failureMessage(lesson.error)} onRetry={() => void lesson.refetch()} />;
  if (lesson.data.locked) return <LockedLesson courseTitle={view.course.title} lesson={lesson.data.lesson} />;
  const summary = view.modules.flatMap((module) => module.lessons).find((item) => item.id === lessonId);
  return <OpenLessonView courseId={courseId} answer={lesson.data} completed={summary?.completed ?? lesson.data.progress.completed} />;
}
