import { useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useSession } from "@/client/lib/session";
import { useDocumentTitle } from "@/client/lib/use-document-title";
import { useTRPC } from "@/client/trpc";
import { displayName } from "@/shared/domain/account/user-display";
import { trialUntilText } from "@/shared/domain/payments/trial-label";
import { movementsOfPrograms, programsOfHolder, transfersOfPrograms } from "@/shared/domain/household/holder-filter";
import { HolderSwitcher } from "@/client/components/holder-switcher";
import { HouseholdCard } from "../household/household-card";
import { RedemptionsCard } from "../household/redemptions-card";
import { AddProgramButton, ProgramList } from "./program-list";
import { QuickActions } from "./quick-actions";
import { RecentActivity } from "./recent-activity";
import { SummaryCards } from "./summary-cards";
import { TransactionHistory } from "./transaction-history";
import { TransferDialog } from "./transfer-dialog";

const route = getRouteApi("/_authed/dashboard");

/** The greeting row, with the page's main action beside it. */
function DashboardHeading({ children }: { children?: ReactNode }) {
  const session = useSession();
  return (
    <div className="flex flex-wrap items-end justify-between gap-4 lg:col-span-2">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Minha Gestão</h1>
        <p className="mt-1 text-muted-foreground">{`Olá, ${session ? displayName(session) : ""}! Acompanhe seus programas, saldos e vencimentos.`}</p>
        {session?.trialLastDay && (
          <p className="mt-2 text-sm">
            <Link to="/minha-assinatura" className="font-medium text-primary underline-offset-4 hover:underline">
              {trialUntilText(session.trialLastDay)}
            </Link>
            <span className="text-muted-foreground"> · depois, assine para continuar; nada é apagado.</span>
          </p>
        )}
      </div>
      {children}
    </div>
  );
}

export function DashboardPage() {
  const trpc = useTRPC();
  useDocumentTitle("Minha Gestão");
  // The route loader filled these; suspense queries keep them fresh after each invalidation.
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { titular } = search;
  const { data: programs } = useSuspenseQuery(trpc.wallet.programs.list.queryOptions());
  const { data: accumulations } = useSuspenseQuery(trpc.wallet.accumulations.list.queryOptions());
  const { data: summary } = useSuspenseQuery(
    trpc.wallet.dashboard.summary.queryOptions(titular ? { titular } : undefined),
  );
  const { data: transactions } = useSuspenseQuery(trpc.wallet.transactions.list.queryOptions());
  const { data: transfers } = useSuspenseQuery(trpc.wallet.transfers.list.queryOptions());
  const { data: holders } = useSuspenseQuery(trpc.household.holders.list.queryOptions());
  // The switcher narrows what is shown; the dialogs keep every program (a transfer may cross holders).
  const shown = programsOfHolder(programs, titular);

  // One grid: on a desktop the summary spans the top and the side panel sits on the right; on a
  // phone everything stacks: the totals first (what the member came for, two cards a row so they
  // fit the first screen), then 'Ações Rápidas', so adding a transaction never means scrolling past
  // every program card.
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-8">
      <DashboardHeading>
        <div className="flex flex-wrap items-end gap-3">
          <HolderSwitcher
            holders={holders}
            value={titular}
            onChange={(holderId) => void navigate({ search: { titular: holderId }, replace: true })}
          />
          {programs.length > 0 && <AddProgramButton />}
        </div>
      </DashboardHeading>
      <div className="max-lg:order-1 lg:col-span-2">
        <SummaryCards summary={summary} />
      </div>
      <div className="grid min-w-0 content-start gap-8 max-lg:order-3">
        <section aria-labelledby="programs-heading" className="grid content-start gap-4">
          <h2 id="programs-heading" className="text-xl font-semibold">
            Meus programas
          </h2>
          <ProgramList
            programs={shown}
            allPrograms={programs}
            accumulations={accumulations}
            transactions={transactions}
          />
        </section>
        <TransactionHistory
          transactions={movementsOfPrograms(transactions, shown)}
          transfers={transfersOfPrograms(transfers, shown)}
          programs={programs}
        />
      </div>
      <aside className="grid content-start gap-6 max-lg:contents">
        <div className="max-lg:order-4">
          <RecentActivity transactions={summary.recentTransactions} />
        </div>
        <div className="max-lg:order-2">
          <QuickActions programs={programs} />
        </div>
        <div className="min-w-0 max-lg:order-5">
          <RedemptionsCard titular={titular} />
        </div>
        <div className="min-w-0 max-lg:order-6">
          <HouseholdCard />
        </div>
      </aside>
      {search.transferir && (
        <TransferDialog
          programs={programs}
          prefill={{
            fromProgramId: search.origem,
            toProgramId: search.destino,
            pointsSent: search.pontos,
            bonusPercent: search.bonus,
          }}
          open
          // Closing drops the hand-off from the address, so a reload does not open it again.
          onOpenChange={(open) => {
            if (!open) void navigate({ search: { titular }, replace: true });
          }}
        />
      )}
    </div>
  );
}
