import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { ENTRY_TYPE_LABELS } from "@/shared/domain/wallet/entry-kinds";
import { MovementAmount, MovementIcon } from "@/client/components/transaction-movement";
import type { RecentTransaction } from "./types";

function ActivityRow({ transaction }: { transaction: RecentTransaction }) {
  return (
    <li className="flex items-center gap-3 py-3">
      <MovementIcon type={transaction.type} direction={transaction.direction} />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">{ENTRY_TYPE_LABELS[transaction.type]}</p>
        <p className="truncate text-xs text-muted-foreground">{transaction.programName || "N/A"}</p>
      </div>
      <MovementAmount
        type={transaction.type}
        direction={transaction.direction}
        amount={transaction.amount}
        date={transaction.transactionDate}
      />
    </li>
  );
}

/** docs/product.md §2 side panel: the three newest transactions and redemptions ("Emissão"). */
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
