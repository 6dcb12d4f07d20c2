import { useQuery } from "@tanstack/react-query";
import { GraduationCap } from "lucide-react";
import { EmptyState, ErrorState } from "@/client/components/query-states";
import { useDocumentTitle } from "@/client/lib/use-document-title";
import { useTRPC } from "@/client/trpc";
import { CourseCard } from "./course-card";

const GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

function CourseGridLoading() {
  return (
    <div className={GRID} role="status" aria-live="polite">
      <span className="sr-only">Carregando cursos...</span>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="h-80 animate-pulse rounded-xl border bg-muted/60" aria-hidden />
      ))}
    </div>
  );
}

/** docs/product.md §2 /cursos: the published courses, in the order the admins gave them. */
export function CoursesPage() {
  const trpc = useTRPC();
  useDocumentTitle("Cursos");
  const courses = useQuery(trpc.courses.list.queryOptions());

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Cursos</h1>
        <p className="mt-1 text-muted-foreground">
          Aprenda a acumular e resgatar milhas com cursos gratuitos e premium.
        </p>
      </header>
      {courses.isPending ? (
        <CourseGridLoading />
      ) : courses.isError ? (
        <ErrorState message="Não foi possível carregar os cursos." onRetry={() => void courses.refetch()} />
      ) : courses.data.length === 0 ? (
        <EmptyState icon={GraduationCap} title="Nenhum curso disponível">
          Novos cursos aparecem aqui assim que forem publicados.
        </EmptyState>
      ) : (
        <div className={GRID}>
          {courses.data.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </div>
      )}
    </div>
  );
}
