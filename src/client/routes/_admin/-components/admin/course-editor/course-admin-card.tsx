import { Link } from "@tanstack/react-router";
import { ExternalLink, Layers, Pencil } from "lucide-react";
import { useId } from "react";
import { CourseCover } from "@/client/components/courses/course-cover";
import { CoursePrice } from "@/client/components/courses/course-price";
import { CourseStatusBadge } from "@/client/components/courses/course-status-badge";
import { FormDialog } from "@/client/components/form-dialog";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { CourseForm } from "./course-form";
import type { AdminCourse } from "./course-form-schema";
import { StudentsDialog } from "./students-dialog";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** One course of the admin list: cover, status, counts, price, and what can be done with it. */
export function CourseAdminCard({ course, onManage }: { course: AdminCourse; onManage: () => void }) {
  const titleId = useId();
  return (
    <Card role="article" aria-labelledby={titleId} className="flex-row flex-wrap gap-4 p-4">
      <CourseCover
        src={course.thumbnailUrl}
        courseId={course.id}
        title={course.title}
        className="w-full self-start rounded-md sm:w-40"
      />
      <div className="grid min-w-0 flex-1 content-start gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <CourseStatusBadge status={course.status} />
          <CoursePrice isFree={course.isFree} priceCents={course.priceCents} className="text-sm" />
        </div>
        <h3 id={titleId} className="font-semibold leading-snug">
          {course.title}
        </h3>
        <p className="text-sm text-muted-foreground">
          {plural(course.moduleCount, "módulo", "módulos")} · {plural(course.lessonCount, "aula", "aulas")}
        </p>
        <div className="flex flex-wrap gap-2 pt-1">
          <Button asChild variant="outline" size="sm">
            <Link to="/curso/$id" params={{ id: course.id }} aria-label={`Detalhes de ${course.title}`}>
              <ExternalLink aria-hidden />
              Detalhes
            </Link>
          </Button>
          <FormDialog
            title="Editar curso"
            description="Informações básicas, capa, preço e status do curso."
            className="sm:max-w-2xl"
            trigger={
              <Button variant="outline" size="sm" aria-label={`Editar ${course.title}`}>
                <Pencil aria-hidden />
                Editar
              </Button>
            }
          >
            {(close) => <CourseForm course={course} onSaved={close} />}
          </FormDialog>
          <Button variant="secondary" size="sm" aria-label={`Gerenciar Módulos de ${course.title}`} onClick={onManage}>
            <Layers aria-hidden />
            Gerenciar Módulos
          </Button>
          <StudentsDialog course={course} />
        </div>
      </div>
    </Card>
  );
}
