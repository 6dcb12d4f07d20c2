import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { QueryView } from "@/client/components/query-states";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { useTRPC } from "@/client/trpc";
import { isPlainDate, todayInSaoPaulo } from "@/shared/domain/plain-date";
import { formatCount, formatPlainDate } from "@/shared/format";
import type { CpfProgramState, Holder } from "./types";

function ProgramCpfCard({ state, holderName }: { state: CpfProgramState; holderName: string | null }) {
  return (
    <Card className="gap-3 py-4" role="article" aria-label={`CPFs de ${state.programName}`}>
      <CardHeader className="px-4">
        <CardTitle className="text-base">{state.programName}</CardTitle>
        {holderName && <CardDescription>{`Titular: ${holderName}`}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-2 px-4 text-sm">
        {state.usage === null ? (
          <p className="text-muted-foreground">Sem regra de limite de CPFs conhecida para este programa.</p>
        ) : (
          <>
            <p className="font-semibold">{state.usage.line}</p>
            {state.usage.places.length > 0 && (
              <ul className="divide-y">
                {state.usage.places.map((place) => (
                  <li key={place.personId} className="flex flex-wrap justify-between gap-2 py-1.5">
                    <span>{place.name}</span>
                    <span className="text-muted-foreground">{place.state}</span>
                  </li>
                ))}
              </ul>
            )}
            <p className="text-muted-foreground">
              {`Em ${formatPlainDate(state.usage.freeOn.date)}: ${formatCount(state.usage.freeOn.available, "CPF livre", "CPFs livres")}`}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Each program's CPF limit (docs/decisions/039): "{usados} de {limite} CPFs usados", each place's
 * person and state, and the server's answer to "Quantos CPFs estarão livres em <data>?".
 */
export function CpfStatePanel({ titular, holders }: { titular: string | undefined; holders: readonly Holder[] }) {
  const trpc = useTRPC();
  const [day, setDay] = useState(todayInSaoPaulo());
  // A half-typed date asks nothing: the last answer stays until the date is whole.
  const em = isPlainDate(day) ? day : undefined;
  const state = useQuery({
    ...trpc.household.cpf.state.queryOptions({ titular, em }),
    placeholderData: keepPreviousData,
  });
  const nameOf = (holderId: string) =>
    holders.length > 1 ? (holders.find((holder) => holder.id === holderId)?.name ?? null) : null;
  return (
    <section aria-labelledby="cpf-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="cpf-heading" className="text-xl font-semibold">
            Limites de CPF
          </h2>
          <p className="text-sm text-muted-foreground">
            Quantas pessoas diferentes podem voar com as milhas de cada programa.
          </p>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="cpf-livres-em">Quantos CPFs estarão livres em</Label>
          <Input
            id="cpf-livres-em"
            type="date"
            className="w-44"
            value={day}
            onChange={(event) => setDay(event.target.value)}
          />
        </div>
      </div>
      <QueryView
        query={state}
        loadingLabel="Carregando limites de CPF..."
        errorMessage="Não foi possível carregar os limites de CPF."
        empty={<p className="text-sm text-muted-foreground">Nenhum programa cadastrado</p>}
      >
        {(programs) => (
          <div className="grid gap-4 md:grid-cols-2">
            {programs.map((program) => (
              <ProgramCpfCard key={program.programId} state={program} holderName={nameOf(program.holderId)} />
            ))}
          </div>
        )}
      </QueryView>
    </section>
  );
}
