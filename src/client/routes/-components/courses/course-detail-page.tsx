import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { ShieldCheck } from "lucide-react";
import { CourseStatusBadge } from "@/client/components/courses/course-status-badge";
import { Badge } from "@/client/components/ui/badge";
import { useDocumentTitle } from "@/client/lib/use-document-title";
import { useTRPC } from "@/client/trpc";
import { CourseOutline } from "./course-outline";
import { CoursePurchaseBox } from "./course-purchase-box";
import { CourseViewFallback } from "./course-view-fallback";

const route = getRouteApi("/curso/$id/");

/** docs/product.md §2 /curso/{id}. */
export function CourseDetailPage() {
  const trpc = useTRPC();
  const { id } = route.useParams();
  const detail = useQuery(trpc.courses.detail.queryOptions({ id }));
  useDocumentTitle(detail.data?.course.title ?? "Curso");
  if (!detail.data) return <CourseViewFallback error={detail.error} />;
  const view = detail.data;

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[1fr_24rem] lg:items-start lg:px-8">
      <div className="grid gap-8">
        <header className="grid gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <CourseStatusBadge status={view.course.status} />
            {view.course.isFree && <Badge variant="highlight">Gratuito</Badge>}
            {view.viaAdmin && (
              <Badge variant="secondary">
                <ShieldCheck aria-hidden />
                Acesso Admin
              </Badge>
            )}
          </div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{view.course.title}</h1>
          {view.course.description && (
            <p className="whitespace-pre-line text-muted-foreground">{view.course.description}</p>
          )}
        </header>
        <section aria-labelledby="conteudo-do-curso" className="grid gap-4">
          <h2 id="conteudo-do-curso" className="text-xl font-semibold">
            Conteúdo do curso
          </h2>
          <CourseOutline view={view} />
        </section>
      </div>
      <aside className="lg:sticky lg:top-20">
        <CoursePurchaseBox view={view} />
      </aside>
    </div>
  );
}
