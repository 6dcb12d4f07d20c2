import { ArrowDownRight, ArrowUpRight } from "lucide-react";
import { cn } from "@/client/lib/utils";
import { balanceDirection, type TransactionType } from "@/shared/domain/transaction-types";
import { formatInteger, formatPlainDate } from "@/shared/format";

/** The direction badge that opens a transaction row: green up for miles in, red down for miles out. */
export function MovementIcon({ type }: { type: TransactionType }) {
  const credit = balanceDirection(type) === 1;
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

/** The signed amount and its date, right-aligned at the end of a transaction row. */
export function MovementAmount({ type, amount, date }: { type: TransactionType; amount: number; date: string }) {
  const credit = balanceDirection(type) === 1;
  return (
    <div className="text-right">
      <p className={cn("text-sm font-semibold", credit ? "text-emerald-700" : "text-destructive")}>
        {credit ? "+" : "−"}
        {formatInteger(amount)}
      </p>
      <p className="text-xs text-muted-foreground">{formatPlainDate(date)}</p>
    </div>
  );
}
