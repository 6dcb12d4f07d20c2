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

/**
 * The promotion's picture; without one (or when it fails to load), a thin strip with its category's
 * icon, not a picture-sized block that pushes the offer itself below the first screen.
 */
export function PromotionImage({ src, category, className }: PromotionImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const Icon = CATEGORY_ICONS[category];
  if (!src || failedSrc === src) {
    return (
      <div
        className="flex h-12 w-full items-center bg-gradient-to-r from-accent to-primary/20 px-5"
        data-slot="promotion-placeholder"
        aria-hidden
      >
        <Icon className="size-6 text-primary/70" />
      </div>
    );
  }
  const frame = cn("relative aspect-[16/9] w-full overflow-hidden bg-muted", className);
  return (
    <div className={frame}>
      {/* Decorative: the card's title already says what the offer is. */}
      <img src={src} alt="" loading="lazy" className="size-full object-cover" onError={() => setFailedSrc(src)} />
    </div>
  );
}
