import { useQuery } from "@tanstack/react-query";
import { BookOpen, Plus } from "lucide-react";
import { useState } from "react";
import { FormDialog } from "@/client/components/form-dialog";
import { EmptyState, QueryView } from "@/client/components/query-states";
import { Button } from "@/client/components/ui/button";
import { useTRPC } from "@/client/trpc";
import { CourseAdminCard } from "./course-editor/course-admin-card";
import { CourseForm } from "./course-editor/course-form";
import { ModuleManager } from "./course-editor/module-manager";

type Managed = { id: string; title: string };

function CourseList({ onManage }: { onManage: (course: Managed) => void }) {
  const trpc = useTRPC();
  const courses = useQuery(trpc.courses.admin.list.queryOptions());
  return (
    <QueryView
      query={courses}
      loadingLabel="Carregando cursos..."
      errorMessage="Não foi possível carregar os cursos."
      empty={
        <EmptyState icon={BookOpen} title="Nenhum curso cadastrado">
          Crie o primeiro curso e, em seguida, os módulos e as aulas.
        </EmptyState>
      }
    >
      {(list) => (
        <div className="grid gap-4 lg:grid-cols-2">
          {list.map((course) => (
            <CourseAdminCard key={course.id} course={course} onManage={() => onManage(course)} />
          ))}
        </div>
      )}
    </QueryView>
  );
}

/** Admin "Cursos" tab (docs/product.md §2): every course, newest first, with the course and module editors. */
export function AdminCoursesTab() {
  const [managed, setManaged] = useState<Managed | null>(null);
  return (
    <section aria-labelledby="admin-courses-heading" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="admin-courses-heading" className="text-xl font-semibold">
            Cursos
          </h2>
          <p className="text-sm text-muted-foreground">
            Todos os cursos, dos mais novos aos mais antigos. Só os publicados aparecem em /cursos.
          </p>
        </div>
        <FormDialog
          title="Novo Curso"
          description="Informações básicas, capa, preço e status. Depois, os módulos e as aulas."
          className="sm:max-w-2xl"
          trigger={
            <Button>
              <Plus aria-hidden />
              Novo Curso
            </Button>
          }
        >
          {(close) => (
            <CourseForm
              onSaved={(course) => {
                close();
                // docs/product.md §4: creating a course switches to module management.
                setManaged(course);
              }}
            />
          )}
        </FormDialog>
      </div>
      <CourseList onManage={setManaged} />
      <ModuleManager course={managed} onClose={() => setManaged(null)} />
    </section>
  );
}
