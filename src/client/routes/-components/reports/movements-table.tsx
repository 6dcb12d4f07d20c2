import { MovementBadge, SignedMiles } from "@/client/components/transaction-movement";
import { movementCostPerThousandCents } from "@/shared/domain/reports/report-csv";
import { transferSideLabel } from "@/shared/domain/reports/report-movement";
import { ENTRY_TYPE_LABELS } from "@/shared/domain/wallet/entry-kinds";
import { formatBRL, formatPlainDate } from "@/shared/format";
import type { ReportMovement } from "./report-queries";

function ProgramCell({ movement }: { movement: ReportMovement }) {
  const side = transferSideLabel(movement);
  return (
    <>
      <span className="font-medium">{movement.programName}</span>
      {movement.programAccountNumber && (
        <span className="block text-xs text-muted-foreground">Conta {movement.programAccountNumber}</span>
      )}
      {side && <span className="block text-xs text-muted-foreground">{side}</span>}
    </>
  );
}

function TypeBadge({ movement }: { movement: ReportMovement }) {
  return <MovementBadge label={ENTRY_TYPE_LABELS[movement.type]} credit={movement.miles >= 0} />;
}

function Description({ text }: { text: string | null }) {
  return text ? <>{text}</> : <span className="text-muted-foreground italic">Sem descrição</span>;
}

/** What the movement's miles cost, and that per thousand, as the CSV's Custo columns write them. */
function Cost({ movement }: { movement: ReportMovement }) {
  return (
    <>
      <span className="tabular-nums">{formatBRL(movement.costCents)}</span>
      <span className="block text-xs text-muted-foreground tabular-nums">
        {formatBRL(movementCostPerThousandCents(movement))} o milheiro
      </span>
    </>
  );
}

/**
 * docs/product.md §2 movements: date, program with account number, type badge, signed amount,
 * description, and what the miles cost. A table from md up; a list of cards on phones, where six
 * columns do not fit.
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
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Custo
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {movements.map((movement) => (
              <tr key={movement.id}>
                <td className="px-4 py-3 whitespace-nowrap tabular-nums">{formatPlainDate(movement.entryDate)}</td>
                <td className="px-4 py-3">
                  <ProgramCell movement={movement} />
                </td>
                <td className="px-4 py-3">
                  <TypeBadge movement={movement} />
                </td>
                <td className="px-4 py-3 text-right whitespace-nowrap">
                  <SignedMiles miles={movement.miles} />
                </td>
                <td className="max-w-xs px-4 py-3 break-words">
                  <Description text={movement.description} />
                </td>
                <td className="px-4 py-3 text-right whitespace-nowrap">
                  <Cost movement={movement} />
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
              <SignedMiles miles={movement.miles} />
            </div>
            <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <TypeBadge movement={movement} />
              <span className="tabular-nums">{formatPlainDate(movement.entryDate)}</span>
              <span className="tabular-nums">Custo {formatBRL(movement.costCents)}</span>
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
