import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { lessonCountLabel } from "./lesson-count";
import { LessonLink } from "./lesson-link";
import type { CourseView } from "./types";

/** docs/product.md §2 /curso/{id}: the modules with their lessons; each lesson opens in the player. */
export function CourseOutline({ view }: { view: CourseView }) {
  if (view.modules.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
        As aulas deste curso estão a caminho.
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      {view.modules.map((module, index) => (
        <Card key={module.id} className="gap-3 py-4">
          <CardHeader className="px-5">
            <CardTitle className="text-base">
              Módulo {index + 1}: {module.title}
            </CardTitle>
            <p className="text-xs text-muted-foreground">{lessonCountLabel(module.lessons.length)}</p>
          </CardHeader>
          <CardContent className="px-2">
            <ul className="grid">
              {module.lessons.map((lesson) => (
                <li key={lesson.id}>
                  <LessonLink courseId={view.course.id} lesson={lesson} />
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
