import { Link } from "@tanstack/react-router";
import { Circle, CircleCheck, Clock } from "lucide-react";
import { useEffect, useRef } from "react";
import { ConfirmAction } from "@/client/components/confirm-action";
import { Button } from "@/client/components/ui/button";
import { useSession } from "@/client/lib/session";
import type { OpenLesson } from "../courses/types";
import { LessonMarkdown } from "./lesson-markdown";
import { LessonMaterials } from "./lesson-materials";
import { LessonVideo } from "./lesson-video";
import { useLessonProgress, type LessonProgress } from "./use-lesson-progress";

/**
 * Not completed: 'Marcar como concluída'. Completed: the done state 'Concluída ✓', and undoing it
 * is a deliberate 'Desmarcar' that asks first; once the certificate is issued there is no undo
 * (the server refuses it too, services/courses/progress.ts).
 */
function LessonCompletion({
  completed,
  certified,
  progress,
}: {
  completed: boolean;
  certified: boolean;
  progress: LessonProgress;
}) {
  if (!completed) {
    return (
      <Button variant="outline" disabled={progress.saving} onClick={() => progress.setCompleted(true)}>
        <Circle aria-hidden />
        Marcar como concluída
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="inline-flex h-9 items-center gap-1.5 rounded-md bg-emerald-50 px-3 text-sm font-semibold text-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-200">
        <CircleCheck className="size-4" aria-hidden />
        Concluída ✓
      </p>
      {!certified && (
        <ConfirmAction
          title="Desmarcar esta aula?"
          description="Ela volta a contar como não concluída, e o progresso do curso diminui."
          confirmLabel="Desmarcar"
          onConfirm={() => progress.setCompleted(false)}
          trigger={
            <Button variant="ghost" size="sm" disabled={progress.saving}>
              Desmarcar
            </Button>
          }
        />
      )}
    </div>
  );
}

interface OpenLessonViewProps {
  courseId: string;
  answer: OpenLesson;
  /** From the course view, which every completion refreshes. */
  completed: boolean;
  /** The member holds the course's certificate: completion is final. */
  certified: boolean;
}

/** docs/product.md §2: the lesson's video, title, duration, description, text and materials. */
export function OpenLessonView({ courseId, answer, completed, certified }: OpenLessonViewProps) {
  const session = useSession();
  const { lesson } = answer;
  const progress = useLessonProgress(courseId, lesson.id, session !== null);
  const { markOpened } = progress;
  const savedSeconds = useRef(answer.progress.positionSeconds);
  useEffect(() => markOpened(savedSeconds.current), [markOpened]);

  return (
    <article aria-labelledby="titulo-da-aula" className="grid gap-6">
      <LessonVideo
        url={lesson.videoUrl}
        title={lesson.title}
        savedSeconds={answer.progress.positionSeconds}
        save={progress.savePosition}
        onEnded={() => {
          if (session && !completed) progress.setCompleted(true);
        }}
      />
      <header className="grid gap-2">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id="titulo-da-aula" className="text-2xl font-bold tracking-tight">
            {lesson.title}
          </h2>
          {session ? (
            <LessonCompletion completed={completed} certified={certified} progress={progress} />
          ) : (
            <p className="text-sm text-muted-foreground">
              <Link to="/login" className="font-medium text-primary underline">
                Entre
              </Link>{" "}
              para salvar seu progresso.
            </p>
          )}
        </div>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <Clock className="size-4" aria-hidden />
          {lesson.durationMinutes} min
        </p>
        {lesson.description && <p className="whitespace-pre-line text-muted-foreground">{lesson.description}</p>}
      </header>
      {lesson.content && <LessonMarkdown content={lesson.content} />}
      <LessonMaterials materials={lesson.materials} />
    </article>
  );
}
