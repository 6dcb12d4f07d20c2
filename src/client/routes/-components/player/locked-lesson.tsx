import { Lock, ShoppingCart } from "lucide-react";
import { EmptyState } from "@/client/components/query-states";
import { Button } from "@/client/components/ui/button";
import { useBuyCourse } from "../courses/use-buy-course";

interface LockedLessonProps {
  courseTitle: string;
  lesson: { title: string; durationMinutes: number };
}

/** A paid lesson without access (spec §6): the server sent no video, text or materials. */
export function LockedLesson({ courseTitle, lesson }: LockedLessonProps) {
  const buy = useBuyCourse();
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
        <Button size="lg" className="mt-4" onClick={() => buy(courseTitle)}>
          <ShoppingCart aria-hidden />
          Comprar Curso
        </Button>
      </EmptyState>
    </section>
  );
}
