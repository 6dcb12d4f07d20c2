import { useSuspenseQuery } from "@tanstack/react-query";
import { BadgePercent, BookOpen, Settings, Users } from "lucide-react";
import { SummaryCard } from "@/client/components/summary-card";
import { Button } from "@/client/components/ui/button";
import { useTRPC } from "@/client/trpc";
import { formatDateTime, formatInteger } from "@/shared/format";

/** docs/product.md §2: total users, published courses, featured promotions and settings. */
export function StatCards({ onOpenSettings }: { onOpenSettings: () => void }) {
  const trpc = useTRPC();
  // The route loader fetched these before the page rendered.
  const { data: stats } = useSuspenseQuery(trpc.admin.stats.queryOptions());
  return (
    <section aria-label="Resumo da administração" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <SummaryCard
        title="Total de usuários"
        icon={<Users />}
        value={formatInteger(stats.totalUsers)}
        note="Contas cadastradas"
      />
      <SummaryCard
        title="Cursos publicados"
        icon={<BookOpen />}
        value={formatInteger(stats.publishedCourses)}
        note="Visíveis na lista de cursos"
      />
      <SummaryCard
        title="Promoções em destaque"
        icon={<BadgePercent />}
        value={formatInteger(stats.featuredPromotions)}
        note="Vigentes e marcadas como destaque"
      />
      <SummaryCard
        title="Configurações"
        icon={<Settings />}
        value={
          <Button
            variant="link"
            className="h-auto p-0 text-left text-2xl font-bold whitespace-normal"
            onClick={onOpenSettings}
          >
            Página inicial
          </Button>
        }
        note={stats.homepageUpdatedAt ? `Atualizada em ${formatDateTime(stats.homepageUpdatedAt)}` : "Conteúdo padrão"}
      />
    </section>
  );
}
