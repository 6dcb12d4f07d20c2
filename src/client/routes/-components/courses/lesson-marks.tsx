import { CircleCheck, Lock, PlayCircle } from "lucide-react";
import { Badge } from "@/client/components/ui/badge";

interface MarkedLesson {
  locked: boolean;
  completed: boolean;
  isFree: boolean;
  durationMinutes: number;
}

/** Completed, locked or ready to watch: the icon before a lesson's title in every lesson list. */
export function LessonStateIcon({ lesson }: { lesson: MarkedLesson }) {
  if (lesson.completed)
    return <CircleCheck role="img" aria-label="Concluída" className="size-4 shrink-0 text-emerald-600" />;
  if (lesson.locked)
    return <Lock role="img" aria-label="Bloqueada" className="size-4 shrink-0 text-muted-foreground" />;
  return <PlayCircle aria-hidden className="size-4 shrink-0 text-primary" />;
}

/** Duration in minutes (docs/product.md §2) and the 'Gratuita' badge. */
export function LessonMeta({ lesson }: { lesson: MarkedLesson }) {
  return (
    <span className="flex shrink-0 items-center gap-2 text-xs text-muted-foreground">
      {lesson.isFree && <Badge variant="outline">Gratuita</Badge>}
      <span>{lesson.durationMinutes} min</span>
    </span>
  );
}
