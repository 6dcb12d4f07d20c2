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
import { INCOMING_TYPES, TRANSACTION_TYPE_LABELS, TRANSACTION_TYPES } from "@/shared/domain/wallet/transaction-types";
import { formatUnits } from "@/shared/domain/wallet/program-kind";
import { TransactionFormSchema } from "./form-schemas";
import { LotExpiryField } from "./lot-expiry-field";
import { ProgramSelect } from "./program-select";
import type { Program, Transaction } from "./types";
import { useProgramFacts } from "./use-catalogue";
import { useWalletRefresh } from "./use-wallet-refresh";

function initialValues(programs: readonly Program[], transaction?: Transaction) {
  if (transaction) {
    return {
      programId: transaction.programId,
      type: transaction.type as string,
      amount: String(transaction.amount),
      description: transaction.description ?? "",
      transactionDate: transaction.transactionDate,
      expiresOn: transaction.expiresOn ?? "",
    };
  }
  return {
    programId: programs.length === 1 ? (programs[0]?.id ?? "") : "",
    type: "",
    amount: "",
    description: "",
    transactionDate: todayInSaoPaulo(),
    expiresOn: "",
  };
}

interface TransactionFormProps {
  programs: readonly Program[];
  /** Edits this transaction when given; otherwise the form adds a new one. */
  transaction?: Transaction;
  onSaved: () => void;
}

/** docs/product.md §5 transaction form; its refusals are shown to the member rather than only logged. */
export function TransactionForm({ programs, transaction, onSaved }: TransactionFormProps) {
  const trpc = useTRPC();
  const create = useMutation(trpc.wallet.transactions.create.mutationOptions());
  const update = useMutation(trpc.wallet.transactions.update.mutationOptions());
  const refresh = useWalletRefresh();
  const form = useForm({
    resolver: zodResolver(TransactionFormSchema),
    defaultValues: initialValues(programs, transaction),
  });
  const onSubmit = saveThenClose(form, {
    save: (input) => (transaction ? update.mutateAsync({ ...input, id: transaction.id }) : create.mutateAsync(input)),
    refresh,
    successTitle: transaction ? "Transação atualizada!" : "Transação adicionada!",
    failureTitle: transaction ? "Erro ao atualizar transação" : "Erro ao adicionar transação",
    onSaved,
  });
  const [programId, type, transactionDate] = useWatch({
    control: form.control,
    name: ["programId", "type", "transactionDate"],
  });
  const chosen = programs.find((program) => program.id === programId);
  const { kind } = useProgramFacts(chosen?.catalogueId);

  return (
    <FormFrame
      control={form.control}
      onSubmit={onSubmit}
      submitLabel={transaction ? "Salvar alterações" : "Adicionar transação"}
    >
      <FormField
        control={form.control}
        name="programId"
        label="Programa"
        hint={chosen ? `Saldo atual: ${formatUnits(chosen.balance, kind)}` : undefined}
      >
        {(props) => <ProgramSelect {...props} programs={programs} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="type" label="Tipo">
          {(props) => (
            <NativeSelect {...props}>
              <option value="">Selecione o tipo</option>
              {TRANSACTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {TRANSACTION_TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField control={form.control} name="amount" label="Quantidade (milhas)">
          {(props) => <Input {...props} inputMode="numeric" placeholder="Ex.: 5000" autoComplete="off" />}
        </FormField>
      </div>
      <FormField control={form.control} name="description" label="Descrição" hint="Opcional.">
        {(props) => <Input {...props} placeholder="Ex.: Passagem GRU–REC" autoComplete="off" />}
      </FormField>
      <FormField control={form.control} name="transactionDate" label="Data">
        {(props) => <Input {...props} type="date" max={todayInSaoPaulo()} />}
      </FormField>
      {INCOMING_TYPES.some((incoming) => incoming === type) && (
        <LotExpiryField
          form={form}
          name="expiresOn"
          creditedOn={transactionDate}
          program={chosen}
          origins={type === "bonus" ? ["bonus"] : ["purchase", "flight"]}
          ownValidity={type !== "bonus"}
        />
      )}
    </FormFrame>
  );
}
