import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { FormDialog } from "@/client/components/form-dialog";
import { Button } from "@/client/components/ui/button";
import { Label } from "@/client/components/ui/label";
import { NativeSelect } from "@/client/components/ui/native-select";
import { costCalculatorVerdict } from "@/shared/domain/wallet/calculators";
import { marketReferenceOf } from "@/shared/domain/wallet/market-reference";
import { catalogueEntry } from "@/shared/domain/wallet/program-catalogue";
import { acquiredLabel, unitPlural } from "@/shared/domain/wallet/program-kind";
import { AccumulationForm } from "./accumulation-form";
import { CalcField, calcValue } from "./calc-field";
import { VerdictBox } from "./cost-verdict";
import type { Program } from "./types";
import { useCatalogue } from "./use-catalogue";

/**
 * 'Calculadora de custo' (docs/product.md §2): simulates a purchase, judged against the chosen
 * program's own band, and saves nothing. Recording it is a separate, clearly named action that
 * opens the add-accumulation form with the simulated figures.
 */
export function CostCalculator({ programs }: { programs: readonly Program[] }) {
  const selectId = useId();
  const catalogue = useCatalogue();
  const [catalogueId, setCatalogueId] = useState("");
  const [miles, setMiles] = useState("");
  const [paid, setPaid] = useState("");
  const entry = catalogueEntry(catalogue, catalogueId);
  const milesValue = calcValue("whole", miles);
  const paidValue = calcValue("money", paid);
  const judged =
    milesValue && paidValue !== null
      ? costCalculatorVerdict({
          miles: milesValue,
          amountPaidCents: paidValue,
          reference: entry ? marketReferenceOf(entry) : null,
        })
      : null;
  const units = unitPlural(entry?.kind);
  // The wallet program the simulation most likely belongs to: the only one linked to that entry.
  const linked = programs.filter((program) => entry !== null && program.catalogueId === entry.id);

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={selectId}>Programa</Label>
        <NativeSelect id={selectId} value={catalogueId} onChange={(event) => setCatalogueId(event.target.value)}>
          <option value="">Outro (sem referência)</option>
          {catalogue.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <CalcField
          kind="whole"
          label={acquiredLabel(entry?.kind)}
          value={miles}
          onChange={setMiles}
          placeholder="20000"
        />
        <CalcField kind="money" label="Valor pago (R$)" value={paid} onChange={setPaid} placeholder="700,00" />
      </div>
      {judged ? (
        <VerdictBox title="Custo do milheiro" judged={judged} />
      ) : (
        <p className="text-sm text-muted-foreground">Informe os {units} e o valor pago para simular. Nada é salvo.</p>
      )}
      {programs.length === 0 ? (
        <p className="text-sm text-muted-foreground">Cadastre um programa para registrar acúmulos na carteira.</p>
      ) : (
        <FormDialog
          title="Adicionar acúmulo"
          description="Registre na carteira as milhas ou pontos que você comprou; o saldo do programa é atualizado."
          trigger={
            <Button variant="outline" className="justify-self-start">
              <Plus aria-hidden />
              Registrar como acúmulo
            </Button>
          }
        >
          {(close) => (
            <AccumulationForm
              programs={programs}
              draft={{
                programId: linked.length === 1 ? (linked[0]?.id ?? "") : "",
                milesAcquired: milesValue ? String(milesValue) : "",
                amountPaidCents: milesValue && paidValue !== null ? paid : "",
              }}
              onSaved={close}
            />
          )}
        </FormDialog>
      )}
    </div>
  );
}
