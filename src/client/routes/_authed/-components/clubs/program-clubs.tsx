import { useMutation, useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { FormDialog } from "@/client/components/form-dialog";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { useTRPC } from "@/client/trpc";
import { unitWord, type ProgramKind } from "@/shared/domain/wallet/program-kind";
import { formatBRL, formatInteger, formatPlainDate } from "@/shared/format";
import type { Program } from "../dashboard/types";
import { useRemoval } from "../dashboard/use-removal";
import { ClubEditForm, ClubEndForm } from "./club-change-forms";
import { ClubForm } from "./club-form";
import type { Club } from "./types";

const STATUS = {
  active: { label: "Ativo", variant: "secondary" },
  paused: { label: "Pausado", variant: "outline" },
  ended: { label: "Encerrado", variant: "outline" },
} as const;

function statusLine(club: Club): string | null {
  if (club.status === "paused" && club.pausedSince) return `Pausado desde ${formatPlainDate(club.pausedSince)}.`;
  if (club.endsOn) return `${club.status === "ended" ? "Encerrado" : "Termina"} em ${formatPlainDate(club.endsOn)}.`;
  return null;
}

function ClubItem({ club, program, kind }: { club: Club; program: Program; kind: ProgramKind | null }) {
  const trpc = useTRPC();
  const pause = useMutation(trpc.wallet.clubs.pause.mutationOptions());
  const resume = useMutation(trpc.wallet.clubs.resume.mutationOptions());
  const paused = club.status === "paused";
  const toggle = useRemoval({
    successTitle: paused ? "Clube retomado!" : "Clube pausado!",
    failureTitle: paused ? "Erro ao retomar clube" : "Erro ao pausar clube",
    remove: () => (paused ? resume : pause).mutateAsync({ id: club.id }),
  });
  const status = STATUS[club.status];
  const line = statusLine(club);
  return (
    <li className="grid gap-2 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 flex-1 font-medium">{club.name}</p>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>
      <p className="text-muted-foreground">
        {formatInteger(club.milesPerMonth)} {unitWord(club.milesPerMonth, kind)} por mês · {formatBRL(club.priceCents)}{" "}
        · todo dia {club.billingDay}
        {club.transferBonusPercent > 0 && ` · +${club.transferBonusPercent} % em transferências`}
      </p>
      <p className="text-muted-foreground">
        {club.postedCount === 0
          ? "Nenhum mês lançado ainda."
          : `${club.postedCount} ${club.postedCount === 1 ? "mês lançado" : "meses lançados"}, o último em ${formatPlainDate(club.lastPostedOn ?? club.startsOn)}.`}
        {line && ` ${line}`}
      </p>
      {club.upcoming.length > 0 && (
        <div>
          <p className="text-xs font-medium text-muted-foreground">Próximos lançamentos</p>
          <ul aria-label={`Próximos lançamentos de ${club.name}`} className="grid gap-1">
            {club.upcoming.map((next) => (
              <li key={next.billingOn} className="flex flex-wrap justify-between gap-x-2">
                <span>{formatPlainDate(next.billingOn)}</span>
                <span>
                  {formatInteger(next.miles)} {unitWord(next.miles, kind)} por {formatBRL(next.priceCents)}
                  {next.expiresOn && (
                    <span className="text-muted-foreground"> · vencem em {formatPlainDate(next.expiresOn)}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {club.status !== "ended" && (
        <div className="flex flex-wrap gap-2">
          <FormDialog
            title={`Editar clube — ${program.name}`}
            description="Um novo preço vale a partir da próxima cobrança."
            trigger={
              <Button variant="outline" size="sm" aria-label={`Editar ${club.name}`}>
                Editar
              </Button>
            }
          >
            {(close) => <ClubEditForm club={club} onSaved={close} />}
          </FormDialog>
          <Button variant="outline" size="sm" onClick={toggle.remove} disabled={toggle.removing}>
            {paused ? "Retomar" : "Pausar"}
          </Button>
          {!club.endsOn && (
            <FormDialog
              title={`Encerrar clube — ${club.name}`}
              description="Informe o último dia: as cobranças até ele ainda são lançadas."
              trigger={
                <Button variant="ghost" size="sm">
                  Encerrar
                </Button>
              }
            >
              {(close) => <ClubEndForm club={club} onSaved={close} />}
            </FormDialog>
          )}
        </div>
      )}
    </li>
  );
}

/** 'Clubes' on a program card (docs/decisions/042): each month's lot is posted by the server, listed ahead here. */
export function ProgramClubs({ program, kind }: { program: Program; kind: ProgramKind | null }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.wallet.clubs.list.queryOptions());
  const clubs = (query.data ?? []).filter((club) => club.programId === program.id);
  return (
    <section aria-label={`Clubes de ${program.name}`} className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium">Clubes</h3>
        <FormDialog
          title={`Novo clube — ${program.name}`}
          description="Cada cobrança lança um lote com as milhas do mês, pelo preço do mês."
          trigger={
            <Button variant="ghost" size="sm">
              <Plus aria-hidden />
              Adicionar clube
            </Button>
          }
        >
          {(close) => <ClubForm program={program} onSaved={close} />}
        </FormDialog>
      </div>
      {query.isPending ? (
        <p className="text-sm text-muted-foreground">Carregando clubes…</p>
      ) : query.isError ? (
        <p className="text-sm text-destructive">Não foi possível carregar os clubes. Recarregue a página.</p>
      ) : clubs.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhum clube neste programa.</p>
      ) : (
        <ul className="grid gap-2">
          {clubs.map((club) => (
            <ClubItem key={club.id} club={club} program={program} kind={kind} />
          ))}
        </ul>
      )}
    </section>
  );
}
