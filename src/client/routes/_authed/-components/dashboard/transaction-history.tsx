import { useMutation } from "@tanstack/react-query";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { FormDialog } from "@/client/components/form-dialog";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { useTRPC } from "@/client/trpc";
import { TRANSACTION_TYPE_LABELS } from "@/shared/domain/wallet/transaction-types";
import { formatMiles } from "@/shared/format";
import { TransactionForm } from "./transaction-form";
import { MovementAmount, MovementIcon } from "@/client/components/transaction-movement";
import { TransferRow } from "./transfer-row";
import type { Program, Transaction, Transfer } from "./types";
import { useRemoval } from "./use-removal";

/** How many transactions show before 'Ver todas'. */
const HISTORY_PAGE_SIZE = 10;

function TransactionRow({ transaction, programs }: { transaction: Transaction; programs: readonly Program[] }) {
  const trpc = useTRPC();
  const remove = useMutation(trpc.wallet.transactions.delete.mutationOptions());
  const removal = useRemoval({
    confirmText: "Tem certeza que deseja remover esta transação?",
    successTitle: "Transação removida!",
    failureTitle: "Erro ao remover transação",
    remove: () => remove.mutateAsync({ id: transaction.id }),
  });
  const label = TRANSACTION_TYPE_LABELS[transaction.type];
  const what = `${label} de ${formatMiles(transaction.amount)} em ${transaction.programName}`;

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      <MovementIcon type={transaction.type} direction={transaction.direction} />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">
          {label} <span className="text-muted-foreground">· {transaction.programName}</span>
        </p>
        <p className="truncate text-xs text-muted-foreground">{transaction.description ?? "Sem descrição"}</p>
      </div>
      <MovementAmount
        type={transaction.type}
        direction={transaction.direction}
        amount={transaction.amount}
        date={transaction.transactionDate}
      />
      <div className="flex w-full justify-end gap-1 sm:w-auto">
        <FormDialog
          title="Editar transação"
          description="Corrija o tipo, a quantidade, a descrição ou a data; o saldo do programa é recalculado."
          trigger={
            <Button variant="ghost" size="sm" aria-label={`Editar transação: ${what}`}>
              <Pencil aria-hidden />
              Editar
            </Button>
          }
        >
          {(close) => <TransactionForm programs={programs} transaction={transaction} onSaved={close} />}
        </FormDialog>
        <Button
          variant="ghost"
          size="sm"
          className="text-muted-foreground hover:text-destructive"
          onClick={removal.remove}
          disabled={removal.removing}
          aria-label={`Remover transação: ${what}`}
        >
          <Trash2 aria-hidden />
          Remover
        </Button>
      </div>
    </li>
  );
}

interface TransactionHistoryProps {
  transactions: readonly Transaction[];
  transfers: readonly Transfer[];
  programs: readonly Program[];
}

type HistoryItem = { date: string; at: number } & (
  { kind: "transaction"; transaction: Transaction } | { kind: "transfer"; transfer: Transfer }
);

/**
 * Transactions and transfers newest first: a transfer is one row with both its sides, so its
 * entries (a debit on the source, a base and a bonus credit on the destination) are not listed apart.
 */
function historyItems(transactions: readonly Transaction[], transfers: readonly Transfer[]): HistoryItem[] {
  const items: HistoryItem[] = [
    ...transactions
      .filter((transaction) => transaction.transferId === null)
      .map((transaction) => ({
        kind: "transaction" as const,
        date: transaction.transactionDate,
        at: new Date(transaction.createdAt).getTime(),
        transaction,
      })),
    ...transfers.map((transfer) => ({
      kind: "transfer" as const,
      date: transfer.transferDate,
      at: new Date(transfer.createdAt).getTime(),
      transfer,
    })),
  ];
  return items.sort((a, b) => b.date.localeCompare(a.date) || b.at - a.at);
}

/** Every transaction and transfer, newest first, to fix or remove mistakes. */
export function TransactionHistory({ transactions, transfers, programs }: TransactionHistoryProps) {
  const [showAll, setShowAll] = useState(false);
  const items = historyItems(transactions, transfers);
  const visible = showAll ? items : items.slice(0, HISTORY_PAGE_SIZE);
  const folded = items.length > HISTORY_PAGE_SIZE;

  return (
    <section aria-labelledby="transactions-heading" className="grid content-start gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="transactions-heading" className="text-xl font-semibold">
          Transações
        </h2>
        {folded && (
          <Button variant="ghost" size="sm" onClick={() => setShowAll((current) => !current)} aria-expanded={showAll}>
            {showAll ? "Ver menos" : `Ver todas (${items.length})`}
          </Button>
        )}
      </div>
      <Card className="py-2">
        <CardContent className="px-4 sm:px-5">
          {items.length === 0 ? (
            <p className="py-4 text-sm text-muted-foreground">
              Sem transações por enquanto. Elas aparecem aqui para você corrigir ou remover.
            </p>
          ) : (
            <ul className="divide-y" aria-label="Histórico de transações">
              {visible.map((item) =>
                item.kind === "transfer" ? (
                  <TransferRow key={item.transfer.id} transfer={item.transfer} />
                ) : (
                  <TransactionRow key={item.transaction.id} transaction={item.transaction} programs={programs} />
                ),
              )}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
