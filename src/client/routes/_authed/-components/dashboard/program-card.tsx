import { useMutation } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { ConfirmAction } from "@/client/components/confirm-action";
import { FormDialog } from "@/client/components/form-dialog";
import { ProgramLogo } from "@/client/components/program-logo";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/client/components/ui/card";
import { useTRPC } from "@/client/trpc";
import type { ExpiryStatus, ProgramExpiry } from "@/shared/domain/wallet/expiry";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { formatUnits, unitWord, type ProgramKind } from "@/shared/domain/wallet/program-kind";
import { formatBRL, formatCount, formatInteger, formatPlainDate } from "@/shared/format";
import { AccumulationForm } from "./accumulation-form";
import { ProgramAccumulations } from "./program-accumulations";
import { PendingBonus } from "./pending-bonus";
import { ProgramForm } from "./program-form";
import { ProgramLots } from "./program-lots";
import { TransferButton, TransferDialog } from "./transfer-dialog";
import type { Accumulation, Program } from "./types";
import { useProgramFacts } from "./use-catalogue";
import { useRemoval } from "./use-removal";
import { Detail } from "@/client/components/detail";
import { MoveProgramButton } from "../household/move-program-dialog";
import { RedemptionDialog, RegisterRedemptionButton } from "../household/redemption-dialog";
import { ProgramClubs } from "../clubs/program-clubs";

/** The card's one 'Vencimento' (docs/decisions/014): its earliest lot, or its own date, or none. */
function expiryText(expiry: ProgramExpiry | null, kind: ProgramKind | null): string {
  if (!expiry) return "Sem vencimento";
  const when = `${formatPlainDate(expiry.date)} (${expiry.level === "expired" ? "Vencido" : expiry.label})`;
  return expiry.miles === null ? when : `${formatUnits(expiry.miles, kind)} em ${when}`;
}

/** docs/product.md §2: a badge from 30 days down, destructive from 7 down (and once expired). */
function ExpiryBadge({ expiry }: { expiry: ExpiryStatus }) {
  if (!expiry.showBadge) return null;
  const urgent = expiry.level !== "warning";
  return (
    <Badge variant={urgent ? "destructive" : "highlight"}>
      {expiry.level === "expired" ? "Vencido" : `Vence em ${expiry.label}`}
    </Badge>
  );
}

interface ProgramCardProps {
  program: Program;
  programs: readonly Program[];
  accumulations: readonly Accumulation[];
  /** How many transactions the program holds: removing it removes them too. */
  transactionCount: number;
}

/** What goes with the program, so nothing disappears unannounced. */
function removalConsequence(movements: number): string {
  if (movements === 0) return "O programa será removido. Esta ação não pode ser desfeita.";
  return `Ele e ${formatCount(movements, "movimentação", "movimentações")} (acúmulos e transações) serão removidos. Esta ação não pode ser desfeita.`;
}

export function ProgramCard({ program, programs, accumulations, transactionCount }: ProgramCardProps) {
  const trpc = useTRPC();
  const titleId = useId();
  const remove = useMutation(trpc.wallet.programs.delete.mutationOptions());
  // docs/product.md §2's question, asked in the app's own dialog (ConfirmAction) rather than confirm().
  const removal = useRemoval({
    successTitle: "Programa removido!",
    failureTitle: "Erro ao remover programa",
    remove: () => remove.mutateAsync({ id: program.id }),
  });
  const average = program.averageCostPerThousandCents;
  const { kind } = useProgramFacts(program.catalogueId);

  return (
    <Card role="article" aria-labelledby={titleId} id={`programa-${program.id}`} className="gap-4 py-5">
      <CardHeader className="flex items-center gap-3 px-5">
        <ProgramLogo name={program.name} logo={program.logo} />
        <div className="grid min-w-0 flex-1 gap-1">
          <CardTitle id={titleId} className="truncate text-base">
            {program.name}
          </CardTitle>
          <CardDescription className="truncate">
            {program.accountNumber ? `Conta: ${program.accountNumber}` : "Sem número de conta"}
          </CardDescription>
        </div>
        <div className="flex shrink-0 gap-1">
          <FormDialog
            title="Editar programa"
            description="Atualize os dados, o saldo ou o vencimento deste programa."
            trigger={
              <Button variant="ghost" size="icon" aria-label={`Editar ${program.name}`}>
                <Pencil aria-hidden />
              </Button>
            }
          >
            {(close) => <ProgramForm program={program} onSaved={close} />}
          </FormDialog>
          <MoveProgramButton program={program} />
          <ConfirmAction
            title="Tem certeza que deseja remover este programa?"
            description={removalConsequence(accumulations.length + transactionCount)}
            confirmLabel="Remover programa"
            destructive
            onConfirm={removal.remove}
            trigger={
              <Button
                variant="ghost"
                size="icon"
                className="text-muted-foreground hover:text-destructive"
                aria-label={`Remover ${program.name}`}
                disabled={removal.removing}
              >
                <Trash2 aria-hidden />
              </Button>
            }
          />
        </div>
      </CardHeader>
      <CardContent className="grid gap-4 px-5">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <p>
            <span className="block text-xs text-muted-foreground">Saldo</span>
            <span className="text-2xl font-bold tracking-tight">{formatInteger(program.balance)}</span>{" "}
            <span className="text-sm text-muted-foreground">{unitWord(program.balance, kind)}</span>
          </p>
          {program.expiry && <ExpiryBadge expiry={program.expiry} />}
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <Detail label="Custo médio do milheiro">{average === null ? "Não calculado" : formatBRL(average)}</Detail>
          <Detail label="Vencimento">{expiryText(program.expiry, kind)}</Detail>
          <Detail label="Bônus pendente">{formatUnits(program.pendingBonus, kind)}</Detail>
          {program.usageCostCents > 0 && <Detail label="Gasto em usos">{formatBRL(program.usageCostCents)}</Detail>}
        </dl>
        <ProgramLots program={program} kind={kind} />
        <PendingBonus program={program} today={todayInSaoPaulo()} />
        <ProgramAccumulations program={program} programs={programs} accumulations={accumulations} />
        <ProgramClubs program={program} kind={kind} />
      </CardContent>
      <CardFooter className="grid gap-2 px-5 sm:grid-cols-2">
        <TransferDialog
          programs={programs}
          prefill={{ fromProgramId: program.id }}
          trigger={<TransferButton size="sm" className="w-full" />}
        />
        <FormDialog
          title={`Adicionar acúmulo — ${program.name}`}
          description="Informe as milhas e quanto pagou por elas; o custo do milheiro é calculado na hora."
          trigger={
            <Button variant="outline" size="sm" className="w-full">
              <Plus aria-hidden />
              Adicionar acúmulo
            </Button>
          }
        >
          {(close) => <AccumulationForm program={program} programs={programs} onSaved={close} />}
        </FormDialog>
        <RedemptionDialog
          programs={programs}
          prefill={{ programId: program.id }}
          trigger={<RegisterRedemptionButton size="sm" className="w-full sm:col-span-2" />}
        />
      </CardFooter>
    </Card>
  );
}
