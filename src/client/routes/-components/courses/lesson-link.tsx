import { Link } from "@tanstack/react-router";
import { cn } from "@/client/lib/utils";
import { LessonMeta, LessonStateIcon } from "./lesson-marks";
import type { CourseViewLesson } from "./types";

interface LessonLinkProps {
  courseId: string;
  lesson: CourseViewLesson;
  current?: boolean;
  onSelect?: () => void;
}

/** A lesson in a lesson list: opens it in the player, with its address in the URL (docs/product.md §2). */
export function LessonLink({ courseId, lesson, current = false, onSelect }: LessonLinkProps) {
  return (
    <Link
      to="/curso/$id/player"
      params={{ id: courseId }}
      search={{ aula: lesson.id }}
      aria-current={current ? "page" : undefined}
      onClick={onSelect}
      className={cn(
        "flex items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-accent",
        current && "bg-accent font-medium text-accent-foreground",
      )}
    >
      <LessonStateIcon lesson={lesson} />
      <span className="min-w-0 flex-1 truncate">{lesson.title}</span>
      <LessonMeta lesson={lesson} />
    </Link>
  );
}
