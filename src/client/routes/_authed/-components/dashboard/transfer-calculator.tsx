import { useId, useState } from "react";
import { Label } from "@/client/components/ui/label";
import { transferBonus } from "@/shared/domain/wallet/calculators";
import { formatBRL, formatInteger } from "@/shared/format";
import { CalcField, calcValue, ResultLine } from "./calc-field";
import { VerdictBox } from "./cost-verdict";
import { ProgramSelect } from "./program-select";
import type { Program } from "./types";

/** Beyond the spec: what a bonus transfer yields and the custo do milheiro it leaves. */
export function TransferCalculator({ programs }: { programs: readonly Program[] }) {
  const selectId = useId();
  const [destinationId, setDestinationId] = useState("");
  const [points, setPoints] = useState("");
  const [bonus, setBonus] = useState("");
  const [sourceCost, setSourceCost] = useState("");
  const pointsValue = calcValue("whole", points);
  const bonusValue = calcValue("whole", bonus);
  const costValue = calcValue("money", sourceCost);
  const result =
    pointsValue && costValue !== null
      ? transferBonus({
          pointsTransferred: pointsValue,
          bonusPercent: bonusValue ?? 0,
          sourceCostPerThousandCents: costValue,
          destinationProgramName: programs.find((program) => program.id === destinationId)?.name,
        })
      : null;

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <CalcField kind="whole" label="Pontos transferidos" value={points} onChange={setPoints} placeholder="10000" />
        <CalcField kind="whole" label="Bônus (%)" value={bonus} onChange={setBonus} placeholder="80" />
        <CalcField
          kind="money"
          label="Milheiro na origem (R$)"
          value={sourceCost}
          onChange={setSourceCost}
          placeholder="35,00"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={selectId}>Programa de destino (opcional)</Label>
        <ProgramSelect
          id={selectId}
          programs={programs}
          placeholder="Outro programa"
          value={destinationId}
          onChange={(event) => setDestinationId(event.target.value)}
        />
      </div>
      {result ? (
        <>
          <dl className="grid gap-1 rounded-lg border bg-muted/40 p-3">
            <ResultLine label="Milhas de bônus" value={formatInteger(result.bonusMiles)} />
            <ResultLine label="Milhas recebidas" value={formatInteger(result.milesReceived)} />
            <ResultLine label="Custo total dos pontos" value={formatBRL(result.totalCostCents)} />
          </dl>
          <VerdictBox title="Custo do milheiro efetivo" verdict={result.verdict} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">Informe os pontos e o custo do milheiro na origem para simular.</p>
      )}
    </div>
  );
}
