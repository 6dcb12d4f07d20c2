import { CalendarDays, ExternalLink } from "lucide-react";
import { useId } from "react";
import { Detail } from "@/client/components/detail";
import { EntryChips } from "@/client/components/promotions/entry-chips";
import { PromotionImage } from "@/client/components/promotions/promotion-image";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/client/components/ui/card";
import { programPair } from "@/shared/domain/promotions/promotion-alerts";
import { PROMOTION_CATEGORY_LABELS } from "@/shared/domain/promotions/promotion-categories";
import { PROMOTION_CARD_LIMITS, PROMOTION_STATE_LABELS } from "@/shared/domain/promotions/promotions";
import { formatPlainDate, formatMiles, formatCount } from "@/shared/format";
import type { FeedPromotion } from "./types";

/** Only the minimums and maximums a promotion has (docs/product.md §2). */
function Limits({ promotion }: { promotion: FeedPromotion }) {
  const { minPurchase, maxBonus, minTransfer } = promotion;
  if (minPurchase === null && maxBonus === null && minTransfer === null) return null;
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm">
      {minPurchase !== null && <Detail label="Compra mínima">{formatMiles(minPurchase)}</Detail>}
      {maxBonus !== null && <Detail label="Bônus máximo">{formatMiles(maxBonus)}</Detail>}
      {minTransfer !== null && (
        <Detail label="Transferência mínima">{formatCount(minTransfer, "ponto", "pontos")}</Detail>
      )}
    </dl>
  );
}

export function PromotionCard({ promotion }: { promotion: FeedPromotion }) {
  const titleId = useId();
  const expired = promotion.state === "expired";
  return (
    // wrap-anywhere: a long URL or code in the text breaks inside the card instead of running out of it.
    <Card role="article" aria-labelledby={titleId} className="gap-4 overflow-hidden pt-0 pb-5 wrap-anywhere">
      <PromotionImage src={promotion.imageUrl} category={promotion.category} />
      <CardHeader className="gap-2 px-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{PROMOTION_CATEGORY_LABELS[promotion.category]}</Badge>
          <Badge variant={expired ? "destructive" : "secondary"}>{PROMOTION_STATE_LABELS[promotion.state]}</Badge>
        </div>
        <CardTitle id={titleId} className="text-lg leading-snug">
          {promotion.title}
        </CardTitle>
        <p className="text-sm text-muted-foreground">{programPair(promotion.program, promotion.fromProgram)}</p>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-4 px-5">
        <p className="text-2xl font-bold tracking-tight text-primary">{promotion.discount}</p>
        <p className="line-clamp-4 text-sm whitespace-pre-line text-muted-foreground">{promotion.description}</p>
        <p className="flex items-center gap-2 text-sm">
          <CalendarDays className="size-4 text-muted-foreground" aria-hidden />
          Válida até {formatPlainDate(promotion.validUntil)}
        </p>
        <Limits promotion={promotion} />
        <EntryChips label="Destinos" entries={promotion.destinations} limit={PROMOTION_CARD_LIMITS.destinations} />
        <EntryChips label="Rotas" entries={promotion.routes} limit={PROMOTION_CARD_LIMITS.routes} />
      </CardContent>
      <CardFooter className="px-5">
        {expired ? (
          <Button className="w-full" disabled>
            Oferta Expirada
          </Button>
        ) : (
          <Button asChild className="w-full">
            <a href={promotion.link} target="_blank" rel="noopener noreferrer">
              Ver oferta
              <ExternalLink aria-hidden />
              <span className="sr-only">(abre em nova aba)</span>
            </a>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
