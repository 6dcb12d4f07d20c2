import { Lock } from "lucide-react";
import { EmptyState } from "@/client/components/query-states";
import { BuyCourseButton } from "../courses/buy-course-button";

interface LockedLessonProps {
  course: { id: string; title: string; priceCents: number };
  lesson: { title: string; durationMinutes: number };
}

/** A paid lesson without access (docs/product.md §6): the server sent no video, text or materials. */
export function LockedLesson({ course, lesson }: LockedLessonProps) {
  return (
    <section aria-labelledby="titulo-da-aula" className="grid gap-4">
      <header className="grid gap-1">
        <h2 id="titulo-da-aula" className="text-2xl font-bold tracking-tight">
          {lesson.title}
        </h2>
        <p className="text-sm text-muted-foreground">{lesson.durationMinutes} min</p>
      </header>
      <EmptyState icon={Lock} title="Aula exclusiva para quem tem o curso">
        <p className="max-w-md">Compre o curso para assistir a todas as aulas e baixar os materiais de apoio.</p>
        <BuyCourseButton course={course} className="mt-4" />
      </EmptyState>
    </section>
  );
}
