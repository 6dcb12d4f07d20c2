import { useId, useState } from "react";
import { Badge } from "@/client/components/ui/badge";
import { Label } from "@/client/components/ui/label";
import { redemptionValue, type RedemptionVerdict } from "@/shared/domain/wallet/calculators";
import { formatBRL } from "@/shared/format";
import { CalcField, calcValue, ResultLine } from "./calc-field";
import { ProgramSelect } from "./program-select";
import type { Program } from "./types";

const BADGE: Record<RedemptionVerdict, "secondary" | "destructive" | "outline"> = {
  good: "secondary",
  even: "outline",
  bad: "destructive",
  "no-reference": "outline",
};

/** Beyond the spec: is a redemption worth more per thousand miles than those miles cost the member? */
export function RedemptionCalculator({ programs }: { programs: readonly Program[] }) {
  const selectId = useId();
  const [programId, setProgramId] = useState(programs.length === 1 ? (programs[0]?.id ?? "") : "");
  const [cashPrice, setCashPrice] = useState("");
  const [milesUsed, setMilesUsed] = useState("");
  const [taxes, setTaxes] = useState("");
  const program = programs.find((candidate) => candidate.id === programId);
  const price = calcValue("money", cashPrice);
  const miles = calcValue("whole", milesUsed);
  const result =
    price !== null && miles
      ? redemptionValue({
          cashPriceCents: price,
          milesUsed: miles,
          taxesCents: calcValue("money", taxes) ?? 0,
          averageCostCents: program?.averageCostPerThousandCents ?? null,
        })
      : null;

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={selectId}>Programa (para comparar com seu custo médio)</Label>
        <ProgramSelect
          id={selectId}
          programs={programs}
          value={programId}
          onChange={(event) => setProgramId(event.target.value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <CalcField
          kind="money"
          label="Preço da passagem (R$)"
          value={cashPrice}
          onChange={setCashPrice}
          placeholder="1.500,00"
        />
        <CalcField kind="whole" label="Milhas usadas" value={milesUsed} onChange={setMilesUsed} placeholder="30000" />
        <CalcField kind="money" label="Taxas (R$)" value={taxes} onChange={setTaxes} placeholder="89,90" />
      </div>
      {result ? (
        <div aria-live="polite" className="grid gap-2 rounded-lg border bg-muted/40 p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-sm text-muted-foreground">Valor obtido por milheiro</span>
            <Badge
              variant={BADGE[result.verdict]}
              className={result.verdict === "good" ? "bg-emerald-600 text-white" : undefined}
            >
              {result.label}
            </Badge>
          </div>
          <p className="text-xl font-semibold">{formatBRL(result.valuePerThousandCents)}</p>
          <dl className="grid gap-1">
            <ResultLine label="Valor economizado (preço − taxas)" value={formatBRL(result.netValueCents)} />
            <ResultLine
              label="Seu custo médio do milheiro"
              value={result.averageCostCents === null ? "Não calculado" : formatBRL(result.averageCostCents)}
            />
            {result.gainCents !== null && <ResultLine label="Ganho no resgate" value={formatBRL(result.gainCents)} />}
          </dl>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          Informe o preço em dinheiro e as milhas usadas para ver o valor do resgate.
        </p>
      )}
    </div>
  );
}
