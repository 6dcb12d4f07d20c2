import { Badge } from "@/client/components/ui/badge";
import { courseStatusLabel, type CourseStatus } from "@/shared/domain/courses/course-status";

/** docs/product.md §4: 'Publicado' only for published courses; drafts and archived ones read 'Rascunho'. */
export function CourseStatusBadge({ status }: { status: CourseStatus }) {
  const label = courseStatusLabel(status);
  return <Badge variant={label === "Publicado" ? "default" : "secondary"}>{label}</Badge>;
}
