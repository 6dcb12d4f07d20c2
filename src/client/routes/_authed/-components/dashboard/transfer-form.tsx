import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { FormField } from "@/client/components/form-field";
import { FormFrame } from "@/client/components/form-frame";
import { Input } from "@/client/components/ui/input";
import { NativeSelect } from "@/client/components/ui/native-select";
import { saveThenClose } from "@/client/lib/forms/save-dialog";
import { useTRPC } from "@/client/trpc";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { catalogueEntry, minimumTransferWarning, transferTerms } from "@/shared/domain/wallet/program-catalogue";
import { bonusBasisPointsOf, transferMiles } from "@/shared/domain/wallet/transfer";
import { parseMoneyInput, parseWholeNumberInput } from "@/shared/money-input";
import { formatInteger, formatMiles } from "@/shared/format";
import { TransferFormSchema } from "./form-schemas";
import { ClubBonusOffer } from "../clubs/club-bonus-offer";
import { LotExpiryField } from "./lot-expiry-field";
import { ProgramSelect } from "./program-select";
import type { CatalogueEntry, Program } from "./types";
import { useCatalogue } from "./use-catalogue";
import { useWalletRefresh } from "./use-wallet-refresh";

/** What the dialog opens with: a program card's source, or the transfer calculator's result. */
export interface TransferPrefill {
  fromProgramId?: string;
  toProgramId?: string;
  pointsSent?: number;
  bonusPercent?: number;
}

function initialValues(programs: readonly Program[], catalogue: readonly CatalogueEntry[], prefill: TransferPrefill) {
  const known = (id: string | undefined) => programs.find((program) => program.id === id);
  const from = known(prefill.fromProgramId);
  const to = known(prefill.toProgramId);
  // The catalogue's ratio for a pair handed over (the transfer calculator simulated with it), 1:1 otherwise.
  const terms = transferTerms(catalogue, from?.catalogueId, to?.catalogueId);
  return {
    fromProgramId: from?.id ?? "",
    toProgramId: to?.id ?? "",
    transferDate: todayInSaoPaulo(),
    pointsSent: prefill.pointsSent ? String(prefill.pointsSent) : "",
    ratioFrom: String(terms?.pointsSent ?? 1),
    ratioTo: String(terms?.milesReceived ?? 1),
    bonusPercent: prefill.bonusPercent ? String(prefill.bonusPercent).replace(".", ",") : "",
    bonusCapMiles: "",
    bonusStatus: "credited",
    bonusExpectedOn: "",
    baseExpiresOn: "",
    bonusExpiresOn: "",
    description: "",
  };
}

const numberOf = (text = "") => {
  const parsed = parseWholeNumberInput(text);
  return parsed.ok ? (parsed.value ?? null) : null;
};

/** The miles the destination will get, as the server will compute them, while the member types. */
function preview(values: Partial<ReturnType<typeof initialValues>>): string | null {
  const pointsSent = numberOf(values.pointsSent);
  const ratioFrom = numberOf(values.ratioFrom) ?? 1;
  const ratioTo = numberOf(values.ratioTo) ?? 1;
  const bonus = parseMoneyInput(values.bonusPercent ?? "");
  if (!pointsSent || ratioFrom < 1 || ratioTo < 1 || !bonus.ok) return null;
  const { baseMiles, bonusMiles } = transferMiles({
    pointsSent,
    ratioFrom,
    ratioTo,
    bonusBasisPoints: bonusBasisPointsOf((bonus.value ?? 0) / 100),
    bonusCapMiles: numberOf(values.bonusCapMiles),
  });
  if (bonusMiles === 0) return `O destino recebe ${formatMiles(baseMiles)}.`;
  const when = values.bonusStatus === "pending" ? " (pendente)" : "";
  return `O destino recebe ${formatMiles(baseMiles)} + ${formatInteger(bonusMiles)} de bônus${when}.`;
}

interface TransferFormProps {
  programs: readonly Program[];
  prefill?: TransferPrefill;
  onSaved: () => void;
}

/**
 * 'Transferir pontos' (docs/decisions/029): one operation; the server debits the source, carries
 * the cost of the points sent and credits the destination's base and bonus lots.
 */
export function TransferForm({ programs, prefill = {}, onSaved }: TransferFormProps) {
  const trpc = useTRPC();
  const create = useMutation(trpc.wallet.transfers.create.mutationOptions());
  const catalogue = useCatalogue();
  const refresh = useWalletRefresh();
  const form = useForm({
    resolver: zodResolver(TransferFormSchema),
    defaultValues: initialValues(programs, catalogue, prefill),
  });
  const onSubmit = saveThenClose(form, {
    save: (input) => create.mutateAsync(input),
    refresh,
    successTitle: "Transferência registrada!",
    failureTitle: "Erro ao registrar transferência",
    onSaved,
  });
  const values = useWatch({ control: form.control });
  const source = programs.find((program) => program.id === values.fromProgramId);
  const destination = programs.find((program) => program.id === values.toProgramId);
  // The source's catalogue entry knows its minimum (Esfera: 30.000), as in the transfer calculator.
  const minimumWarning = minimumTransferWarning(
    catalogueEntry(catalogue, source?.catalogueId),
    numberOf(values.pointsSent),
  );
  const credited = preview(values);

  return (
    <FormFrame control={form.control} onSubmit={onSubmit} submitLabel="Transferir pontos">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="fromProgramId"
          label="Origem"
          hint={source ? `Saldo atual: ${formatInteger(source.balance)}` : undefined}
        >
          {(props) => <ProgramSelect {...props} programs={programs} placeholder="Selecione a origem" />}
        </FormField>
        <FormField control={form.control} name="toProgramId" label="Destino">
          {(props) => <ProgramSelect {...props} programs={programs} placeholder="Selecione o destino" />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="pointsSent" label="Pontos enviados">
          {(props) => <Input {...props} inputMode="numeric" placeholder="Ex.: 10000" autoComplete="off" />}
        </FormField>
        <FormField control={form.control} name="transferDate" label="Data">
          {(props) => <Input {...props} type="date" max={todayInSaoPaulo()} />}
        </FormField>
      </div>
      {minimumWarning && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {minimumWarning} Só para avisar; não impede o registro.
        </p>
      )}
      <div className="grid grid-cols-2 gap-4">
        <FormField
          control={form.control}
          name="ratioFrom"
          label="Proporção: pontos"
          hint="1:1 na maioria dos parceiros."
        >
          {(props) => <Input {...props} inputMode="numeric" autoComplete="off" />}
        </FormField>
        <FormField control={form.control} name="ratioTo" label="Proporção: milhas">
          {(props) => <Input {...props} inputMode="numeric" autoComplete="off" />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1">
          <FormField control={form.control} name="bonusPercent" label="Bônus (%)" hint="Opcional. Ex.: 80">
            {(props) => <Input {...props} inputMode="decimal" autoComplete="off" />}
          </FormField>
          <ClubBonusOffer
            programId={destination?.id}
            bonusPercent={values.bonusPercent ?? ""}
            onAdd={(text) => form.setValue("bonusPercent", text)}
          />
        </div>
        <FormField control={form.control} name="bonusCapMiles" label="Teto do bônus (milhas)" hint="Opcional.">
          {(props) => <Input {...props} inputMode="numeric" autoComplete="off" />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="bonusStatus" label="Bônus">
          {(props) => (
            <NativeSelect {...props}>
              <option value="credited">Creditado</option>
              <option value="pending">Pendente</option>
            </NativeSelect>
          )}
        </FormField>
        {values.bonusStatus === "pending" && (
          <FormField control={form.control} name="bonusExpectedOn" label="Crédito previsto do bônus" hint="Opcional.">
            {(props) => <Input {...props} type="date" />}
          </FormField>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <LotExpiryField
          form={form}
          name="baseExpiresOn"
          label="Vencimento das milhas"
          hint="Opcional."
          creditedOn={values.transferDate}
          program={destination}
          origins={["purchase"]}
        />
        <LotExpiryField
          form={form}
          name="bonusExpiresOn"
          label="Vencimento do bônus"
          hint="Opcional; costuma ser antes."
          creditedOn={values.transferDate}
          program={destination}
          origins={["bonus"]}
          ownValidity={false}
        />
      </div>
      <FormField control={form.control} name="description" label="Descrição" hint="Opcional.">
        {(props) => <Input {...props} placeholder="Ex.: Promoção Smiles 80%" autoComplete="off" />}
      </FormField>
      {credited && (
        <p className="text-sm text-muted-foreground" role="status">
          {credited}
        </p>
      )}
    </FormFrame>
  );
}
