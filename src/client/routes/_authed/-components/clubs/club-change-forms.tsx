import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { FormField } from "@/client/components/form-field";
import { FormFrame } from "@/client/components/form-frame";
import { Input } from "@/client/components/ui/input";
import { centsToMoneyText } from "@/client/lib/forms/form-text";
import { saveThenClose } from "@/client/lib/forms/save-dialog";
import { useTRPC } from "@/client/trpc";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { formatPlainDate } from "@/shared/format";
import { useWalletRefresh } from "../dashboard/use-wallet-refresh";
import { ClubFigureField } from "./club-figure-field";
import { ClubEndFormSchema, ClubUpdateFormSchema } from "./form-schemas";
import type { Club } from "./types";

/** 'Editar clube': a new price applies from the next billing date; the months already posted keep theirs. */
export function ClubEditForm({ club, onSaved }: { club: Club; onSaved: () => void }) {
  const trpc = useTRPC();
  const update = useMutation(trpc.wallet.clubs.update.mutationOptions());
  const refresh = useWalletRefresh();
  const form = useForm({
    resolver: zodResolver(ClubUpdateFormSchema),
    defaultValues: {
      id: club.id,
      name: club.name,
      priceCents: centsToMoneyText(club.priceCents),
      validityMonths: club.validityMonths === null ? "" : String(club.validityMonths),
      transferBonusPercent: String(club.transferBonusPercent),
    },
  });
  const onSubmit = saveThenClose(form, {
    save: (input) => update.mutateAsync(input),
    refresh,
    successTitle: "Clube atualizado!",
    failureTitle: "Erro ao atualizar clube",
    onSaved,
  });
  return (
    <FormFrame control={form.control} onSubmit={onSubmit} submitLabel="Salvar alterações">
      <FormField control={form.control} name="name" label="Nome do plano">
        {(props) => <Input {...props} autoComplete="off" />}
      </FormField>
      <ClubFigureField control={form.control} name="priceCents" hint="Vale a partir da próxima cobrança." />
      <div className="grid gap-4 sm:grid-cols-2">
        <ClubFigureField control={form.control} name="validityMonths" />
        <ClubFigureField control={form.control} name="transferBonusPercent" />
      </div>
    </FormFrame>
  );
}

/** 'Encerrar clube': the last day it bills; the minimum stay is the server's to enforce, shown here first. */
export function ClubEndForm({ club, onSaved }: { club: Club; onSaved: () => void }) {
  const trpc = useTRPC();
  const end = useMutation(trpc.wallet.clubs.end.mutationOptions());
  const refresh = useWalletRefresh();
  const form = useForm({
    resolver: zodResolver(ClubEndFormSchema),
    defaultValues: { id: club.id, endsOn: todayInSaoPaulo() },
  });
  const onSubmit = saveThenClose(form, {
    save: (input) => end.mutateAsync(input),
    refresh,
    successTitle: "Clube encerrado!",
    failureTitle: "Erro ao encerrar clube",
    onSaved,
  });
  return (
    <FormFrame control={form.control} onSubmit={onSubmit} submitLabel="Encerrar clube">
      <FormField
        control={form.control}
        name="endsOn"
        label="Último dia do clube"
        hint={
          club.minimumStayEndsOn
            ? `Permanência mínima até ${formatPlainDate(club.minimumStayEndsOn)}.`
            : "Cobranças até este dia ainda são lançadas."
        }
      >
        {(props) => <Input {...props} type="date" />}
      </FormField>
    </FormFrame>
  );
}
