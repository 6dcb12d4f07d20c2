import { useQuery } from "@tanstack/react-query";
import { Plus, Tag } from "lucide-react";
import { FormDialog } from "@/client/components/form-dialog";
import { EmptyState, QueryView } from "@/client/components/query-states";
import { Button } from "@/client/components/ui/button";
import { useTRPC } from "@/client/trpc";
import { PromotionAdminCard } from "./promotion-admin-card";
import { PromotionForm } from "./promotion-form";

function NewPromotionButton() {
  return (
    <FormDialog
      title="Nova promoção"
      description="Publique uma oferta no feed de promoções dos assinantes."
      className="sm:max-w-2xl"
      trigger={
        <Button>
          <Plus aria-hidden />
          Nova promoção
        </Button>
      }
    >
      {(close) => <PromotionForm onSaved={close} />}
    </FormDialog>
  );
}

function PromotionList() {
  const trpc = useTRPC();
  const promotions = useQuery(trpc.promotions.admin.list.queryOptions());
  return (
    <QueryView
      query={promotions}
      loadingLabel="Carregando promoções..."
      errorMessage="Não foi possível carregar as promoções."
      empty={
        <EmptyState icon={Tag} title="Nenhuma promoção cadastrada">
          Crie a primeira promoção para os assinantes do feed.
        </EmptyState>
      }
    >
      {(list) => (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list.map((promotion) => (
            <PromotionAdminCard key={promotion.id} promotion={promotion} />
          ))}
        </div>
      )}
    </QueryView>
  );
}

/**
 * Admin "Promoções" tab (docs/product.md §2): every promotion, newest first, with create, edit and Destacar/Remover destaque.
 */
export function AdminPromotionsTab() {
  return (
    <section aria-labelledby="admin-promotions-heading" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="admin-promotions-heading" className="text-xl font-semibold">
            Promoções
          </h2>
          <p className="text-sm text-muted-foreground">
            Destaque é a escolha do admin; Vigente ou Expirada vem da data de validade. Expiradas continuam no feed com
            o botão desabilitado.
          </p>
        </div>
        <NewPromotionButton />
      </div>
      <PromotionList />
    </section>
  );
}
