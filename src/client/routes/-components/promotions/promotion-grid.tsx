import { LoaderCircle, SearchX } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { cn } from "@/client/lib/utils";
import { PromotionCard } from "./promotion-card";
import type { FeedPromotion } from "./types";

interface PromotionGridProps {
  promotions: readonly FeedPromotion[];
  filtered: boolean;
  onClearFilters: () => void;
  /** Showing the previous filter's cards while the new ones load. */
  stale: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

const GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

export function PromotionGrid(props: PromotionGridProps) {
  if (props.promotions.length === 0) {
    return (
      <Card className="items-center border-dashed px-6 py-12 text-center">
        <CardContent className="flex flex-col items-center gap-3">
          <span className="grid size-14 place-items-center rounded-full bg-accent text-primary">
            <SearchX className="size-7" aria-hidden />
          </span>
          <h2 className="text-lg font-semibold">Nenhuma promoção encontrada</h2>
          <p className="max-w-sm text-sm text-muted-foreground">
            {props.filtered
              ? "Nenhuma promoção corresponde aos filtros escolhidos."
              : "Novas ofertas aparecem aqui assim que forem publicadas."}
          </p>
          {props.filtered && (
            <Button variant="outline" onClick={props.onClearFilters}>
              Limpar filtros
            </Button>
          )}
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="grid gap-8">
      <div className={cn(GRID, props.stale && "opacity-60 transition-opacity")} aria-busy={props.stale}>
        {props.promotions.map((promotion) => (
          <PromotionCard key={promotion.id} promotion={promotion} />
        ))}
      </div>
      {props.hasMore && (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={props.loadingMore}
          aria-busy={props.loadingMore}
          onClick={props.onLoadMore}
        >
          {props.loadingMore && <LoaderCircle className="animate-spin" aria-hidden />}
          {props.loadingMore ? "Carregando..." : "Carregar mais promoções"}
        </Button>
      )}
    </div>
  );
}

/** Placeholder cards while the first page loads. */
export function PromotionGridLoading() {
  return (
    <div className={GRID} role="status" aria-live="polite">
      <span className="sr-only">Carregando promoções...</span>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="h-96 animate-pulse rounded-xl border bg-muted/60" aria-hidden />
      ))}
    </div>
  );
}
