import { useNavigate } from "@tanstack/react-router";
import { ArrowRightLeft } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Label } from "@/client/components/ui/label";
import { transferBonus } from "@/shared/domain/wallet/calculators";
import { marketReferenceOf } from "@/shared/domain/wallet/market-reference";
import {
  catalogueEntry,
  minimumTransferWarning,
  ratioText,
  transferTerms,
} from "@/shared/domain/wallet/program-catalogue";
import { TRANSFER_MESSAGES } from "@/shared/schemas/transfers";
import { centsToMoneyText } from "@/client/lib/forms/form-text";
import { formatBRL, formatInteger } from "@/shared/format";
import { CalcField, calcValue, ResultLine } from "./calc-field";
import { VerdictBox } from "./cost-verdict";
import { ProgramSelect } from "./program-select";
import type { Program } from "./types";
import { transferHandoverHref } from "./transfer-handover";
import { useCatalogue } from "./use-catalogue";

/**
 * Beyond the spec: what a bonus transfer yields and the custo do milheiro it leaves, judged against
 * the destination's own band. It saves nothing; 'Registrar esta transferência' hands its figures to
 * the wallet's transfer form through the address (docs/product.md, "Transfers from the calculator").
 */
export function TransferCalculator({
  programs,
  onRegister,
}: {
  programs: readonly Program[];
  /** Closes the calculator once the wallet takes over. */
  onRegister: () => void;
}) {
  const sourceSelectId = useId();
  const destinationSelectId = useId();
  const navigate = useNavigate();
  const catalogue = useCatalogue();
  const [sourceId, setSourceId] = useState("");
  const [destinationId, setDestinationId] = useState("");
  const [points, setPoints] = useState("");
  const [bonus, setBonus] = useState("");
  const [sourceCost, setSourceCost] = useState("");
  const source = programs.find((program) => program.id === sourceId);
  const destination = programs.find((program) => program.id === destinationId);
  const destinationEntry = catalogue.find((entry) => entry.id === destination?.catalogueId) ?? null;
  // The catalogue's ratio for the pair, 1:1 when it lists none: the same the transfer form starts from.
  const terms = transferTerms(catalogue, source?.catalogueId, destination?.catalogueId);
  const pointsValue = calcValue("whole", points);
  const bonusValue = calcValue("whole", bonus);
  const costValue = calcValue("money", sourceCost);
  const result =
    pointsValue && costValue !== null
      ? transferBonus({
          pointsTransferred: pointsValue,
          ratioFrom: terms?.pointsSent ?? 1,
          ratioTo: terms?.milesReceived ?? 1,
          bonusPercent: bonusValue ?? 0,
          sourceCostPerThousandCents: costValue,
          destinationReference: destinationEntry ? marketReferenceOf(destinationEntry) : null,
        })
      : null;
  const minimumWarning = minimumTransferWarning(catalogueEntry(catalogue, source?.catalogueId), pointsValue);
  const canRegister =
    source !== undefined && destination !== undefined && source.id !== destination.id && !!pointsValue;

  /** The source's own average cost fills 'Milheiro na origem' while the member has typed none. */
  function chooseSource(id: string) {
    setSourceId(id);
    const average = programs.find((program) => program.id === id)?.averageCostPerThousandCents ?? null;
    if (sourceCost === "" && average !== null) setSourceCost(centsToMoneyText(average));
  }

  function register() {
    if (!canRegister) return;
    onRegister();
    void navigate({
      href: transferHandoverHref({
        origem: sourceId,
        destino: destinationId,
        pontos: pointsValue,
        bonus: bonusValue ?? 0,
      }),
    });
  }

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={sourceSelectId}>Programa de origem</Label>
          <ProgramSelect
            id={sourceSelectId}
            programs={programs}
            placeholder="Outro programa"
            value={sourceId}
            onChange={(event) => chooseSource(event.target.value)}
          />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={destinationSelectId}>Programa de destino</Label>
          <ProgramSelect
            id={destinationSelectId}
            programs={programs}
            placeholder="Outro programa"
            value={destinationId}
            onChange={(event) => setDestinationId(event.target.value)}
          />
        </div>
      </div>
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
      {terms && (terms.pointsSent !== 1 || terms.milesReceived !== 1) && (
        <p className="text-sm text-muted-foreground">
          Proporção {terms.sourceName} → {terms.destinationName}: {ratioText(terms)}.
        </p>
      )}
      {minimumWarning && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {minimumWarning}
        </p>
      )}
      {result ? (
        <>
          <dl className="grid gap-1 rounded-lg border bg-muted/40 p-3">
            {result.baseMiles !== pointsValue && (
              <ResultLine label="Milhas pela proporção" value={formatInteger(result.baseMiles)} />
            )}
            <ResultLine label="Milhas de bônus" value={formatInteger(result.bonusMiles)} />
            <ResultLine label="Milhas recebidas" value={formatInteger(result.milesReceived)} />
            <ResultLine label="Custo total dos pontos" value={formatBRL(result.totalCostCents)} />
          </dl>
          <VerdictBox
            title="Custo do milheiro efetivo"
            judged={{ costPerThousandCents: result.effectiveCostPerThousandCents, verdict: result.verdict }}
          />
        </>
      ) : pointsValue && costValue !== null ? (
        <p className="text-sm text-muted-foreground">{TRANSFER_MESSAGES.nothingCredited}</p>
      ) : (
        <p className="text-sm text-muted-foreground">Informe os pontos e o custo do milheiro na origem para simular.</p>
      )}
      <Button type="button" className="justify-self-start" onClick={register} disabled={!canRegister}>
        <ArrowRightLeft aria-hidden />
        Registrar esta transferência
      </Button>
      {!canRegister && (
        <p className="text-xs text-muted-foreground">
          Para registrar, escolha a origem e o destino (programas diferentes da sua carteira) e os pontos.
        </p>
      )}
    </div>
  );
}
