import { Link } from "@tanstack/react-router";
import { Circle, CircleCheck, Clock } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/client/components/ui/button";
import { useSession } from "@/client/lib/session";
import type { OpenLesson } from "../courses/types";
import { LessonMarkdown } from "./lesson-markdown";
import { LessonMaterials } from "./lesson-materials";
import { LessonVideo } from "./lesson-video";
import { useLessonProgress, type LessonProgress } from "./use-lesson-progress";

function CompletionToggle({ completed, progress }: { completed: boolean; progress: LessonProgress }) {
  return (
    <Button
      variant={completed ? "secondary" : "outline"}
      aria-pressed={completed}
      disabled={progress.saving}
      onClick={() => progress.setCompleted(!completed)}
    >
      {completed ? <CircleCheck className="text-emerald-600" aria-hidden /> : <Circle aria-hidden />}
      Marcar como concluída
    </Button>
  );
}

interface OpenLessonViewProps {
  courseId: string;
  answer: OpenLesson;
  /** From the course view, which every completion refreshes. */
  completed: boolean;
}

/** docs/product.md §2: the lesson's video, title, duration, description, text and materials. */
export function OpenLessonView({ courseId, answer, completed }: OpenLessonViewProps) {
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
            <CompletionToggle completed={completed} progress={progress} />
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
