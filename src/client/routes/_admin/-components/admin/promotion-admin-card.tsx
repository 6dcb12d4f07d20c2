import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Pencil, Star, StarOff } from "lucide-react";
import { useId } from "react";
import { toast } from "sonner";
import { FormDialog } from "@/client/components/form-dialog";
import { PromotionImage } from "@/client/components/promotions/promotion-image";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/client/components/ui/card";
import { toastFailure } from "@/client/lib/failure-toast";
import { useTRPC } from "@/client/trpc";
import { programPair } from "@/shared/domain/promotions/promotion-alerts";
import { PROMOTION_CATEGORY_LABELS } from "@/shared/domain/promotions/promotion-categories";
import { ADMIN_PROMOTION_LABELS, featuredLabel } from "@/shared/domain/promotions/promotions";
import { formatPlainDate } from "@/shared/format";
import { PromotionForm } from "./promotion-form";
import type { AdminPromotion } from "./promotion-form-schema";
import { refreshAfter } from "@/client/lib/refresh-after";

/** Destacar / Remover destaque: really sets `featured` (the spec's original only logged the click). */
function useFeaturedToggle(promotion: AdminPromotion) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const setFeatured = useMutation(
    trpc.promotions.admin.setFeatured.mutationOptions({
      onSuccess: async (saved) => {
        await refreshAfter(queryClient, trpc, "promotions");
        toast.success("Promoção atualizada com sucesso!", {
          description: saved.featured
            ? `"${saved.title}" agora está em destaque.`
            : `"${saved.title}" não está mais em destaque.`,
        });
      },
      onError: (error) => toastFailure("Erro ao atualizar promoção", error),
    }),
  );
  return {
    pending: setFeatured.isPending,
    toggle: () => setFeatured.mutate({ id: promotion.id, featured: !promotion.featured }),
  };
}

export function PromotionAdminCard({ promotion }: { promotion: AdminPromotion }) {
  const titleId = useId();
  const featured = useFeaturedToggle(promotion);

  return (
    // wrap-anywhere: a long URL or code in the text breaks inside the card instead of running out of it.
    <Card role="article" aria-labelledby={titleId} className="gap-4 overflow-hidden pt-0 pb-4 wrap-anywhere">
      <PromotionImage src={promotion.imageUrl} category={promotion.category} className="aspect-[21/9]" />
      <CardHeader className="gap-2 px-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={promotion.featured ? "default" : "secondary"}>{featuredLabel(promotion.featured)}</Badge>
          <Badge variant={promotion.state === "expired" ? "destructive" : "outline"}>
            {ADMIN_PROMOTION_LABELS.state[promotion.state]}
          </Badge>
          <Badge variant="outline">{PROMOTION_CATEGORY_LABELS[promotion.category]}</Badge>
        </div>
        <CardTitle id={titleId} className="leading-snug">
          {promotion.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-1 px-4 text-sm">
        <p>
          <span className="font-medium">{programPair(promotion.program, promotion.fromProgram)}</span> ·{" "}
          {promotion.discount}
        </p>
        <p className="text-muted-foreground">Válida até {formatPlainDate(promotion.validUntil)}</p>
      </CardContent>
      <CardFooter className="flex-wrap gap-2 px-4">
        <FormDialog
          title="Editar promoção"
          description="Atualize os dados da promoção. As mudanças aparecem no feed na hora."
          className="sm:max-w-2xl"
          trigger={
            <Button variant="outline" size="sm" aria-label={`Editar ${promotion.title}`}>
              <Pencil aria-hidden />
              Editar
            </Button>
          }
        >
          {(close) => <PromotionForm promotion={promotion} onSaved={close} />}
        </FormDialog>
        <Button
          variant={promotion.featured ? "ghost" : "secondary"}
          size="sm"
          disabled={featured.pending}
          aria-busy={featured.pending}
          onClick={featured.toggle}
        >
          {promotion.featured ? <StarOff aria-hidden /> : <Star aria-hidden />}
          {promotion.featured ? "Remover destaque" : "Destacar"}
        </Button>
      </CardFooter>
    </Card>
  );
}
