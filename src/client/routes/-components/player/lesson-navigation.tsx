import { Link } from "@tanstack/react-router";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import type { LessonNeighbours } from "@/shared/domain/courses/course-progress";

function Step({
  courseId,
  lessonId,
  direction,
}: {
  courseId: string;
  lessonId: string | null;
  direction: "previous" | "next";
}) {
  const label = direction === "previous" ? "Aula anterior" : "Próxima aula";
  const content =
    direction === "previous" ? (
      <>
        <ChevronLeft aria-hidden />
        {label}
      </>
    ) : (
      <>
        {label}
        <ChevronRight aria-hidden />
      </>
    );
  const variant = direction === "previous" ? "outline" : "default";
  if (!lessonId) {
    return (
      <Button variant={variant} disabled>
        {content}
      </Button>
    );
  }
  return (
    <Button asChild variant={variant}>
      <Link to="/curso/$id/player" params={{ id: courseId }} search={{ aula: lessonId }}>
        {content}
      </Link>
    </Button>
  );
}

/** 'Aula anterior' / 'Próxima aula', in course order across modules. */
export function LessonNavigation({
  courseId,
  neighbours,
}: {
  courseId: string;
  neighbours: LessonNeighbours<{ id: string }>;
}) {
  return (
    <nav aria-label="Navegação entre aulas" className="flex flex-wrap justify-between gap-3 border-t pt-4">
      <Step courseId={courseId} lessonId={neighbours.previous?.id ?? null} direction="previous" />
      <Step courseId={courseId} lessonId={neighbours.next?.id ?? null} direction="next" />
    </nav>
  );
}
