import { ArrowDownRight, ArrowUpRight } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { cn } from "@/client/lib/utils";
import { balanceDirection, TRANSACTION_TYPE_LABELS } from "@/shared/domain/transaction-types";
import { formatInteger, formatPlainDate } from "@/shared/format";
import type { RecentTransaction } from "./types";

function ActivityRow({ transaction }: { transaction: RecentTransaction }) {
  const credit = balanceDirection(transaction.type) === 1;
  const Icon = credit ? ArrowUpRight : ArrowDownRight;
  return (
    <li className="flex items-center gap-3 py-3">
      <span
        className={cn(
          "grid size-8 shrink-0 place-items-center rounded-full",
          credit ? "bg-emerald-50 text-emerald-700" : "bg-destructive/10 text-destructive",
        )}
        aria-hidden
      >
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">{TRANSACTION_TYPE_LABELS[transaction.type]}</p>
        <p className="truncate text-xs text-muted-foreground">{transaction.programName || "N/A"}</p>
      </div>
      <div className="text-right">
        <p className={cn("text-sm font-semibold", credit ? "text-emerald-700" : "text-destructive")}>
          {credit ? "+" : "−"}
          {formatInteger(transaction.amount)}
        </p>
        <p className="text-xs text-muted-foreground">{formatPlainDate(transaction.transactionDate)}</p>
      </div>
    </li>
  );
}

/** Spec §2 side panel: the three newest transactions. */
export function RecentActivity({ transactions }: { transactions: readonly RecentTransaction[] }) {
  return (
    <Card className="gap-2 py-5">
      <CardHeader className="px-5">
        <CardTitle>
          <h2 className="text-base font-semibold">Atividade Recente</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="px-5">
        {transactions.length === 0 ? (
          <p className="py-4 text-sm text-muted-foreground">Nenhuma transação registrada</p>
        ) : (
          <ul className="divide-y">
            {transactions.map((transaction) => (
              <ActivityRow key={transaction.id} transaction={transaction} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
