import { ArrowLeftRight, CircleArrowUp, Coins, Gift, Plane, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { cn } from "@/client/lib/utils";
import type { PromotionCategory } from "@/shared/domain/promotions/promotion-categories";

const CATEGORY_ICONS: Record<PromotionCategory, LucideIcon> = {
  "compra-milhas": Coins,
  passagens: Plane,
  transferencia: ArrowLeftRight,
  upgrade: CircleArrowUp,
  resgate: Gift,
};

interface PromotionImageProps {
  src: string | null;
  category: PromotionCategory;
  className?: string;
}

/** The promotion's picture, or its category's icon on a soft gradient when it has none (or it fails to load). */
export function PromotionImage({ src, category, className }: PromotionImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const Icon = CATEGORY_ICONS[category];
  const frame = cn("relative aspect-[16/9] w-full overflow-hidden bg-muted", className);
  if (!src || failedSrc === src) {
    return (
      <div className={cn(frame, "grid place-items-center bg-gradient-to-br from-accent to-primary/20")} aria-hidden>
        <Icon className="size-12 text-primary/70" />
      </div>
    );
  }
  return (
    <div className={frame}>
      {/* Decorative: the card's title already says what the offer is. */}
      <img src={src} alt="" loading="lazy" className="size-full object-cover" onError={() => setFailedSrc(src)} />
    </div>
  );
}
