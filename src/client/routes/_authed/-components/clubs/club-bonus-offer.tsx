import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { useTRPC } from "@/client/trpc";
import { parseMoneyInput } from "@/shared/money-input";

/** "80" + 10 → "90", "12,5" + 10 → "22,5": the transfer form's percent text with the club's bonus added. */
function withExtra(percentText: string, extraPercent: number): string | null {
  const parsed = parseMoneyInput(percentText);
  if (!parsed.ok) return null;
  const hundredths = (parsed.value ?? 0) + extraPercent * 100;
  const whole = Math.trunc(hundredths / 100);
  const cents = hundredths % 100;
  return cents === 0 ? String(whole) : `${whole},${String(cents).padStart(2, "0").replace(/0$/, "")}`;
}

/**
 * 'Transferir pontos' offers the extra bonus of the destination's club (Clube Azul: +10 %,
 * docs/decisions/042) in one click, added to the promotion's bonus the member typed; once.
 */
export function ClubBonusOffer({
  programId,
  bonusPercent,
  onAdd,
}: {
  programId: string | undefined;
  bonusPercent: string;
  onAdd: (percentText: string) => void;
}) {
  const trpc = useTRPC();
  const clubs = useQuery(trpc.wallet.clubs.list.queryOptions()).data ?? [];
  const [addedFor, setAddedFor] = useState<string | null>(null);
  const club = clubs.find(
    (candidate) =>
      candidate.programId === programId && candidate.status === "active" && candidate.transferBonusPercent > 0,
  );
  if (!club) return null;
  if (addedFor === club.id) {
    return (
      <p className="text-sm text-muted-foreground">
        Bônus do {club.name} somado (+{club.transferBonusPercent} %).
      </p>
    );
  }
  const next = withExtra(bonusPercent, club.transferBonusPercent);
  return (
    <Button
      type="button"
      variant="link"
      className="h-auto justify-start p-0 text-left text-sm whitespace-normal"
      disabled={next === null}
      onClick={() => {
        if (next === null) return;
        onAdd(next);
        setAddedFor(club.id);
      }}
    >
      Somar o bônus do {club.name}: +{club.transferBonusPercent} %
    </Button>
  );
}
