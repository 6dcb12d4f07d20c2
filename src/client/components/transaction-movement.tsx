import { ArrowDownRight, ArrowUpRight } from "lucide-react";
import { Badge } from "@/client/components/ui/badge";
import { cn } from "@/client/lib/utils";
import type { EntryType } from "@/shared/domain/wallet/entry-kinds";
import { balanceDirection, TRANSACTION_TYPES } from "@/shared/domain/wallet/transaction-types";
import { formatInteger, formatPlainDate } from "@/shared/format";

// Pieces of a transaction row shared by Minha Gestão and Relatórios: green and up for miles in,
// red and down for miles out.

/** Miles in or out: the row's own direction when it has one (a transfer goes both ways), else its type's. */
type Direction = "in" | "out";

function isCredit(type: EntryType, direction?: Direction): boolean {
  if (direction) return direction === "in";
  // Without a direction the spec's types say it; a redemption (an emissão) always takes miles.
  const transactionType = TRANSACTION_TYPES.find((candidate) => candidate === type);
  return transactionType !== undefined && balanceDirection(transactionType) === 1;
}

/** The direction badge that opens a transaction row. */
export function MovementIcon({ type, direction }: { type: EntryType; direction?: Direction }) {
  const credit = isCredit(type, direction);
  const Icon = credit ? ArrowUpRight : ArrowDownRight;
  return (
    <span
      className={cn(
        "grid size-8 shrink-0 place-items-center rounded-full",
        credit ? "bg-emerald-50 text-emerald-700" : "bg-destructive/10 text-destructive",
      )}
      aria-hidden
    >
      <Icon className="size-4" />
    </span>
  );
}

/** "+1.000" or "−1.000", coloured by direction. */
function SignedAmount({
  type,
  direction,
  amount,
  className,
}: {
  type: EntryType;
  direction?: Direction;
  amount: number;
  className?: string;
}) {
  return <SignedMiles miles={isCredit(type, direction) ? amount : -amount} className={className} />;
}

/** Signed miles of a ledger entry (docs/decisions/029) as "+1.000" or "−1.000", coloured by their sign. */
export function SignedMiles({ miles, className }: { miles: number; className?: string }) {
  const credit = miles >= 0;
  return (
    <span className={cn("font-semibold tabular-nums", credit ? "text-emerald-700" : "text-destructive", className)}>
      {credit ? "+" : "−"}
      {formatInteger(Math.abs(miles))}
    </span>
  );
}

/** The signed amount and its date, right-aligned at the end of a transaction row. */
export function MovementAmount({
  type,
  direction,
  amount,
  date,
}: {
  type: EntryType;
  direction?: Direction;
  amount: number;
  date: string;
}) {
  return (
    <div className="text-right">
      <SignedAmount type={type} direction={direction} amount={amount} className="block text-sm" />
      <p className="text-xs text-muted-foreground">{formatPlainDate(date)}</p>
    </div>
  );
}

/**
 * A movement's label as a badge tinted by the way it went: a ledger entry's type alone does not
 * say it (a transfer leaves one program and reaches another, a correction goes either way).
 */
export function MovementBadge({ label, credit }: { label: string; credit: boolean }) {
  return (
    <Badge
      variant="outline"
      className={cn(credit ? "border-emerald-200 text-emerald-800" : "border-destructive/30 text-destructive")}
    >
      {label}
    </Badge>
  );
}
