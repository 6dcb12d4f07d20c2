import { ChevronDown } from "lucide-react";
import { useEffect, useState } from "react";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/client/components/ui/collapsible";
import { cn } from "@/client/lib/utils";
import { formatDuration } from "@/shared/format";
import { lessonCountLabel } from "../courses/lesson-count";
import { LessonLink } from "../courses/lesson-link";
import type { CourseView, CourseViewModule } from "../courses/types";

interface ModuleSectionProps {
  courseId: string;
  module: CourseViewModule;
  position: number;
  currentLessonId: string | null;
  onSelect?: () => void;
}

function ModuleSection({ courseId, module, position, currentLessonId, onSelect }: ModuleSectionProps) {
  const holdsCurrent = module.lessons.some((lesson) => lesson.id === currentLessonId);
  const [open, setOpen] = useState(position === 0 || holdsCurrent);
  // 'Próxima aula' into another module opens it, so the sidebar always shows where the member is.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- opens once when the current lesson moves here; the member may close it again
    if (holdsCurrent) setOpen(true);
  }, [holdsCurrent]);
  const minutes = module.lessons.reduce((sum, lesson) => sum + lesson.durationMinutes, 0);

  return (
    <Collapsible open={open} onOpenChange={setOpen} className="rounded-lg border bg-card">
      <CollapsibleTrigger className="flex w-full items-center gap-3 rounded-lg p-3 text-left hover:bg-accent/50">
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold">
            Módulo {position + 1}: {module.title}
          </span>
          <span className="block text-xs text-muted-foreground">
            {lessonCountLabel(module.lessons.length)} · {formatDuration(minutes)}
          </span>
        </span>
        <ChevronDown className={cn("size-4 shrink-0 transition-transform", open && "rotate-180")} aria-hidden />
      </CollapsibleTrigger>
      <CollapsibleContent>
        <ul className="grid gap-0.5 px-1 pb-2">
          {module.lessons.map((lesson) => (
            <li key={lesson.id}>
              <LessonLink
                courseId={courseId}
                lesson={lesson}
                current={lesson.id === currentLessonId}
                onSelect={onSelect}
              />
            </li>
          ))}
        </ul>
      </CollapsibleContent>
    </Collapsible>
  );
}

/** docs/product.md §2: the modules (first expanded), each with its lessons, counts and durations. */
export function PlayerSidebar({
  view,
  currentLessonId,
  onSelect,
}: {
  view: CourseView;
  currentLessonId: string | null;
  onSelect?: () => void;
}) {
  return (
    <nav aria-label="Módulos e aulas" className="grid gap-3">
      {view.modules.map((module, position) => (
        <ModuleSection
          key={module.id}
          courseId={view.course.id}
          module={module}
          position={position}
          currentLessonId={currentLessonId}
          onSelect={onSelect}
        />
      ))}
    </nav>
  );
}
