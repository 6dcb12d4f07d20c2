import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { UserRoundCog } from "lucide-react";
import { useForm } from "react-hook-form";
import { FormDialog } from "@/client/components/form-dialog";
import { FormField } from "@/client/components/form-field";
import { FormFrame } from "@/client/components/form-frame";
import { Button } from "@/client/components/ui/button";
import { NativeSelect } from "@/client/components/ui/native-select";
import { saveThenClose } from "@/client/lib/forms/save-dialog";
import { useTRPC } from "@/client/trpc";
import { MoveProgramInputSchema } from "@/shared/schemas/household";
import type { Program } from "../dashboard/types";
import { useWalletRefresh } from "../dashboard/use-wallet-refresh";
import type { Holder } from "./types";

function MoveProgramForm({ program, holders, onSaved }: { program: Program; holders: Holder[]; onSaved: () => void }) {
  const trpc = useTRPC();
  const move = useMutation(trpc.household.holders.moveProgram.mutationOptions());
  const refresh = useWalletRefresh();
  const form = useForm({
    resolver: zodResolver(MoveProgramInputSchema),
    defaultValues: { programId: program.id, holderId: program.holderId },
  });
  const onSubmit = saveThenClose(form, {
    save: (input) => move.mutateAsync(input),
    refresh,
    successTitle: "Programa movido!",
    failureTitle: "Erro ao mover programa",
    onSaved,
  });
  return (
    <FormFrame control={form.control} onSubmit={onSubmit} submitLabel="Mover programa">
      <FormField
        control={form.control}
        name="holderId"
        label="Titular"
        hint="As emissões já registradas passam a contar no limite de CPFs do novo titular."
      >
        {(props) => (
          <NativeSelect {...props}>
            {holders.map((holder) => (
              <option key={holder.id} value={holder.id}>
                {holder.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </FormFrame>
  );
}

/** The program card's 'Mover para outro titular', shown once the account has another holder. */
export function MoveProgramButton({ program }: { program: Program }) {
  const trpc = useTRPC();
  const { data: holders } = useSuspenseQuery(trpc.household.holders.list.queryOptions());
  if (holders.length < 2) return null;
  return (
    <FormDialog
      title={`Mover ${program.name}`}
      description="Escolha o titular em cujo CPF está esta conta do programa."
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Mover ${program.name} para outro titular`}>
          <UserRoundCog aria-hidden />
        </Button>
      }
    >
      {(close) => <MoveProgramForm program={program} holders={holders} onSaved={close} />}
    </FormDialog>
  );
}
