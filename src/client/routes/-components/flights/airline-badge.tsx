import { Badge } from "@/client/components/ui/badge";
import { cn } from "@/client/lib/utils";
import { AIRLINES, type AirlineId } from "@/shared/domain/flights/airlines";

/** docs/product.md §2: each airline in its own colours (Azul blue, GOL orange, LATAM red and purple). */
const AIRLINE_COLORS: Record<AirlineId, string> = {
  azul: "bg-[#0b3a8c] text-white",
  // Dark text: white on GOL orange reads at 2.8:1, under axe's 4.5:1.
  gol: "bg-[#ff7020] text-[#1c1c1c]",
  latam: "bg-gradient-to-r from-[#e8114b] to-[#1b0088] text-white",
};

export function AirlineBadge({ airline, className }: { airline: AirlineId; className?: string }) {
  return (
    <Badge className={cn("border-transparent px-2.5 py-1 text-sm font-semibold", AIRLINE_COLORS[airline], className)}>
      {AIRLINES[airline].name}
    </Badge>
  );
}
