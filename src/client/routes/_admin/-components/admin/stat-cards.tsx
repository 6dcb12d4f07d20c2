import { BadgePercent, BookOpen, Settings, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { trpc } from "@/client/trpc";
import { formatDateTime, formatInteger } from "@/shared/format";

function StatCard({ title, icon, value, note }: { title: string; icon: ReactNode; value: ReactNode; note: ReactNode }) {
  return (
    <Card className="gap-3 py-5">
      <CardHeader className="flex flex-row items-center justify-between gap-2 px-5">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
        <span className="text-primary [&_svg]:size-4" aria-hidden>
          {icon}
        </span>
      </CardHeader>
      <CardContent className="px-5">
        <div className="text-2xl font-bold tracking-tight">{value}</div>
        <div className="mt-1 text-xs text-muted-foreground">{note}</div>
      </CardContent>
    </Card>
  );
}

/** Spec §2: total users, published courses, featured promotions and settings. */
export function StatCards({ onOpenSettings }: { onOpenSettings: () => void }) {
  // The route loader fetched these before the page rendered.
  const [stats] = trpc.admin.stats.useSuspenseQuery();
  return (
    <section aria-label="Resumo da administração" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard title="Total de Usuários" icon={<Users />} value={formatInteger(stats.totalUsers)} note="Contas cadastradas" />
      <StatCard
        title="Cursos Publicados"
        icon={<BookOpen />}
        value={formatInteger(stats.publishedCourses)}
        note="Visíveis na lista de cursos"
      />
      <StatCard
        title="Promoções em Destaque"
        icon={<BadgePercent />}
        value={formatInteger(stats.featuredPromotions)}
        note="Marcadas como ativas"
      />
      <StatCard
        title="Configurações"
        icon={<Settings />}
        value={
          <Button variant="link" className="h-auto p-0 text-2xl font-bold" onClick={onOpenSettings}>
            Página inicial
          </Button>
        }
        note={stats.homepageUpdatedAt ? `Atualizada em ${formatDateTime(stats.homepageUpdatedAt)}` : "Conteúdo padrão"}
      />
    </section>
  );
}
