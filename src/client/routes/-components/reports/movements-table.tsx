import { SignedAmount, TransactionTypeBadge } from "@/client/components/transaction-movement";
import { formatPlainDate } from "@/shared/format";
import type { ReportMovement } from "./report-queries";

function ProgramCell({ movement }: { movement: ReportMovement }) {
  return (
    <>
      <span className="font-medium">{movement.programName}</span>
      {movement.programAccountNumber && (
        <span className="block text-xs text-muted-foreground">Conta {movement.programAccountNumber}</span>
      )}
    </>
  );
}

function Description({ text }: { text: string | null }) {
  return text ? <>{text}</> : <span className="text-muted-foreground italic">Sem descrição</span>;
}

/**
 * docs/product.md §2 movements: date, program with account number, type badge, signed amount, description.
 * A table from md up; a list of cards on phones, where five columns do not fit.
 */
export function MovementsTable({ movements }: { movements: readonly ReportMovement[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">Transações do relatório</caption>
          <thead>
            <tr className="border-b text-left text-xs text-muted-foreground">
              <th scope="col" className="px-4 py-3 font-medium">
                Data
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Programa
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Tipo
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Quantidade
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Descrição
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {movements.map((movement) => (
              <tr key={movement.id}>
                <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                  {formatPlainDate(movement.transactionDate)}
                </td>
                <td className="px-4 py-3">
                  <ProgramCell movement={movement} />
                </td>
                <td className="px-4 py-3">
                  <TransactionTypeBadge type={movement.type} />
                </td>
                <td className="px-4 py-3 text-right whitespace-nowrap">
                  <SignedAmount type={movement.type} amount={movement.amount} />
                </td>
                <td className="max-w-xs px-4 py-3 break-words">
                  <Description text={movement.description} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y md:hidden" aria-label="Transações do relatório">
        {movements.map((movement) => (
          <li key={movement.id} className="grid gap-2 px-4 py-3 text-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <ProgramCell movement={movement} />
              </div>
              <SignedAmount type={movement.type} amount={movement.amount} />
            </div>
            <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <TransactionTypeBadge type={movement.type} />
              <span className="tabular-nums">{formatPlainDate(movement.transactionDate)}</span>
            </div>
            <p className="break-words text-muted-foreground">
              <Description text={movement.description} />
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
