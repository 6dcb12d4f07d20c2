import { useMutation, useQuery } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { ConfirmAction } from "@/client/components/confirm-action";
import { FormDialog } from "@/client/components/form-dialog";
import { QueryView } from "@/client/components/query-states";
import { Button } from "@/client/components/ui/button";
import { useTRPC } from "@/client/trpc";
import { useRemoval } from "../dashboard/use-removal";
import { PersonForm, type PersonKind } from "./person-form";

const NOUN: Record<PersonKind, string> = { holder: "titular", beneficiary: "beneficiário" };

export function AddPersonButton({ kind }: { kind: PersonKind }) {
  const noun = NOUN[kind];
  return (
    <FormDialog
      title={`Adicionar ${noun}`}
      description={
        kind === "holder"
          ? "Outra pessoa da família com programas de fidelidade em seu próprio CPF."
          : "Uma pessoa para quem você emite passagens; cadastrada uma vez e usada em todos os programas."
      }
      trigger={
        <Button variant="outline" size="sm">
          <Plus aria-hidden />
          {`Adicionar ${noun}`}
        </Button>
      }
    >
      {(close) => <PersonForm kind={kind} onSaved={close} />}
    </FormDialog>
  );
}

interface EditProps {
  id: string;
  onSaved: () => void;
}

/** The `get` query of either kind, as QueryView reads it. */
interface PersonQuery {
  isPending: boolean;
  isError: boolean;
  data: { id: string; name: string; cpf: string | null; birthDate: string | null } | undefined;
  refetch: () => unknown;
}

function EditForm({ kind, person, onSaved }: { kind: PersonKind; person: PersonQuery; onSaved: () => void }) {
  return (
    <QueryView query={person} loadingLabel="Carregando dados..." errorMessage="Não foi possível carregar os dados.">
      {(loaded) => <PersonForm kind={kind} person={loaded} onSaved={onSaved} />}
    </QueryView>
  );
}

/** The edit forms read the whole CPF and birth date (`get`), which no list carries. */
function EditHolder({ id, onSaved }: EditProps) {
  const trpc = useTRPC();
  return (
    <EditForm kind="holder" person={useQuery(trpc.household.holders.get.queryOptions({ id }))} onSaved={onSaved} />
  );
}

function EditBeneficiary({ id, onSaved }: EditProps) {
  const trpc = useTRPC();
  const person = useQuery(trpc.household.beneficiaries.get.queryOptions({ id }));
  return <EditForm kind="beneficiary" person={person} onSaved={onSaved} />;
}

export function EditPersonButton({ kind, id, name }: { kind: PersonKind; id: string; name: string }) {
  return (
    <FormDialog
      title={`Editar ${NOUN[kind]}`}
      description="Atualize o nome, o CPF ou a data de nascimento."
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Editar ${name}`}>
          <Pencil aria-hidden />
        </Button>
      }
    >
      {(close) =>
        kind === "holder" ? <EditHolder id={id} onSaved={close} /> : <EditBeneficiary id={id} onSaved={close} />
      }
    </FormDialog>
  );
}

/** Removal asks first; the server's refusal (programs still held, a place on a ticket) is toasted in its words. */
export function RemovePersonButton({ kind, id, name }: { kind: PersonKind; id: string; name: string }) {
  const trpc = useTRPC();
  const removeHolder = useMutation(trpc.household.holders.remove.mutationOptions());
  const removeBeneficiary = useMutation(trpc.household.beneficiaries.remove.mutationOptions());
  const noun = NOUN[kind];
  const removal = useRemoval({
    successTitle: kind === "holder" ? "Titular removido!" : "Beneficiário removido!",
    failureTitle: `Não foi possível remover o ${noun}`,
    remove: () => (kind === "holder" ? removeHolder : removeBeneficiary).mutateAsync({ id }),
  });
  return (
    <ConfirmAction
      title={`Remover ${name}?`}
      description={`O ${noun} sai da sua conta. Esta ação não pode ser desfeita.`}
      confirmLabel={`Remover ${noun}`}
      destructive
      onConfirm={removal.remove}
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className="text-muted-foreground hover:text-destructive"
          aria-label={`Remover ${name}`}
          disabled={removal.removing}
        >
          <Trash2 aria-hidden />
        </Button>
      }
    />
  );
}
