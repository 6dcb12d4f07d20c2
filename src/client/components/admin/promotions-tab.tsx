import { CircleExclamationPoint, LoaderCircle, Plus, RefreshCw, Tag } from "lucide-react";
import { FormDialog } from "@/client/components/form-dialog";
import { Alert, AlertDescription, AlertTitle } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { trpc } from "@/client/trpc";
import { PromotionAdminCard } from "./promotion-admin-card";
import { PromotionForm } from "./promotion-form";

function NewPromotionButton() {
  return (
    <FormDialog
      title="Nova Promoção"
      description="Publique uma oferta no feed de promoções dos assinantes."
      className="sm:max-w-2xl"
      trigger={
        <Button>
          <Plus aria-hidden />
          Nova Promoção
        </Button>
      }
    >
      {(close) => <PromotionForm onSaved={close} />}
    </FormDialog>
  );
}

function PromotionList() {
  const promotions = trpc.promotions.admin.list.useQuery();
  if (promotions.isPending) {
    return (
      <div className="grid place-items-center py-16" role="status" aria-live="polite">
        <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden />
        <span className="sr-only">Carregando promoções...</span>
      </div>
    );
  }
  if (promotions.isError) {
    return (
      <Alert variant="destructive">
        <CircleExclamationPoint aria-hidden />
        <AlertTitle>Não foi possível carregar as promoções.</AlertTitle>
        <AlertDescription>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void promotions.refetch()}>
            <RefreshCw aria-hidden />
            Tentar novamente
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (promotions.data.length === 0) {
    return (
      <Card className="items-center border-dashed px-6 py-12 text-center">
        <CardContent className="flex flex-col items-center gap-3">
          <span className="grid size-14 place-items-center rounded-full bg-accent text-primary">
            <Tag className="size-7" aria-hidden />
          </span>
          <h3 className="text-lg font-semibold">Nenhuma promoção cadastrada</h3>
          <p className="max-w-sm text-sm text-muted-foreground">Crie a primeira promoção para os assinantes do feed.</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {promotions.data.map((promotion) => (
        <PromotionAdminCard key={promotion.id} promotion={promotion} />
      ))}
    </div>
  );
}

/** Admin "Promoções" tab (spec §2): every promotion, newest first, with create, edit and Ativar/Desativar. */
export function AdminPromotionsTab() {
  return (
    <section aria-labelledby="admin-promotions-heading" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="admin-promotions-heading" className="text-xl font-semibold">
            Promoções
          </h2>
          <p className="text-sm text-muted-foreground">
            Ativa marca a promoção como destaque; expiradas continuam no feed com o botão desabilitado.
          </p>
        </div>
        <NewPromotionButton />
      </div>
      <PromotionList />
    </section>
  );
}
