import { BookOpen } from "lucide-react";
import { EmptyState } from "@/client/components/query-states";

/** The admin's courses tab; the course editor arrives with the Courses issue. */
export function AdminCoursesTab() {
  return (
    <EmptyState icon={BookOpen} title="Gestão de cursos em breve">
      A criação e a edição de cursos, módulos e aulas chegam numa próxima versão.
    </EmptyState>
  );
}
