import { useQuery } from "@tanstack/react-query";
import type { ComponentProps } from "react";
import { NativeSelect } from "@/client/components/ui/native-select";
import { useTRPC } from "@/client/trpc";
import { courseStatusLabel } from "@/shared/domain/courses/course-status";

/** Every course, drafts included and marked, for a specific-course grant. */
export function CourseSelect(props: ComponentProps<typeof NativeSelect>) {
  const trpc = useTRPC();
  const courses = useQuery(trpc.admin.access.courseOptions.queryOptions());
  const placeholder = courses.isPending
    ? "Carregando cursos..."
    : courses.isError
      ? "Não foi possível carregar os cursos"
      : courses.data.length === 0
        ? "Nenhum curso cadastrado"
        : "Selecione um curso";
  return (
    <NativeSelect {...props}>
      <option value="">{placeholder}</option>
      {courses.data?.map((course) => (
        <option key={course.id} value={course.id}>
          {course.status === "published" ? course.title : `${course.title} (${courseStatusLabel(course.status)})`}
        </option>
      ))}
    </NativeSelect>
  );
}
