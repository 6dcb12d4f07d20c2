import { Lock, ShoppingCart } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { useBuyCourse } from "../courses/use-buy-course";

interface LockedLessonProps {
  courseTitle: string;
  lesson: { title: string; durationMinutes: number };
}

/** A paid lesson without access (spec §6): the server sent no video, text or materials. */
export function LockedLesson({ courseTitle, lesson }: LockedLessonProps) {
  const buy = useBuyCourse();
  return (
    <Card className="items-center border-dashed px-6 py-12 text-center">
      <CardContent className="flex flex-col items-center gap-3">
        <span className="grid size-14 place-items-center rounded-full bg-accent text-primary">
          <Lock className="size-7" aria-hidden />
        </span>
        <h2 className="text-xl font-semibold">{lesson.title}</h2>
        <p className="text-sm text-muted-foreground">{lesson.durationMinutes} min</p>
        <p className="max-w-md text-muted-foreground">
          Esta aula faz parte do conteúdo premium. Compre o curso para assistir a todas as aulas e baixar os materiais.
        </p>
        <Button size="lg" onClick={() => buy(courseTitle)}>
          <ShoppingCart aria-hidden />
          Comprar Curso
        </Button>
      </CardContent>
    </Card>
  );
}
