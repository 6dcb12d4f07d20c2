import { useQuery } from "@tanstack/react-query";
import { Plane } from "lucide-react";
import { useState, type ComponentProps, type ReactElement } from "react";
import { FormDialog } from "@/client/components/form-dialog";
import { QueryView } from "@/client/components/query-states";
import { Button } from "@/client/components/ui/button";
import { DialogClose, DialogFooter } from "@/client/components/ui/dialog";
import { useTRPC } from "@/client/trpc";
import { formatInteger } from "@/shared/format";
import type { Program } from "../dashboard/types";
import { RedemptionFigures } from "./redemption-figures";
import { RedemptionForm } from "./redemption-form";
import type { RedemptionPrefill } from "./redemption-values";
import type { Redemption } from "./types";

/** What the member sees once it is saved: the figures of what the miles bought (the server's). */
function SavedRedemption({ redemption }: { redemption: Redemption }) {
  return (
    <div className="grid gap-4">
      <p className="text-sm" role="status">
        {`Emissão registrada: ${redemption.origin} → ${redemption.destination}, ${formatInteger(redemption.miles)} milhas de ${redemption.programName}.`}
      </p>
      <RedemptionFigures redemption={redemption} />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button">Concluir</Button>
        </DialogClose>
      </DialogFooter>
    </div>
  );
}

/** A prefill, or one worked out from the member's programs (a flight picks the program of its airline). */
type Prefill = RedemptionPrefill | ((programs: readonly Program[]) => RedemptionPrefill);

interface BodyProps {
  programs: readonly Program[];
  redemption?: Redemption;
  prefill?: Prefill;
  close: () => void;
}

/** Outside Minha Gestão (the flight finder) the programs are not on the page: the dialog loads them. */
function WithPrograms(props: Omit<BodyProps, "programs">) {
  const trpc = useTRPC();
  const programs = useQuery(trpc.wallet.programs.list.queryOptions());
  return (
    <QueryView
      query={programs}
      loadingLabel="Carregando programas..."
      errorMessage="Não foi possível carregar seus programas."
    >
      {(loaded) => <RedemptionDialogBody {...props} programs={loaded} />}
    </QueryView>
  );
}

/** The form, then what it bought, in one dialog: closing resets both (FormDialog unmounts its body). */
function RedemptionDialogBody(props: BodyProps) {
  const [saved, setSaved] = useState<Redemption | null>(null);
  if (props.programs.length === 0) {
    return <p className="text-sm text-muted-foreground">Cadastre um programa antes de registrar emissões.</p>;
  }
  if (saved) return <SavedRedemption redemption={saved} />;
  return (
    <RedemptionForm
      programs={props.programs}
      redemption={props.redemption}
      prefill={typeof props.prefill === "function" ? props.prefill(props.programs) : props.prefill}
      // An edit closes; a new one shows its figures first, the answer to "was it worth it?".
      onSaved={props.redemption ? props.close : setSaved}
    />
  );
}

export function RegisterRedemptionButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="outline" {...props}>
      <Plane aria-hidden />
      Registrar emissão
    </Button>
  );
}

interface RedemptionDialogProps {
  /** The member's programs when the page has them; absent, the dialog loads them. */
  programs?: readonly Program[];
  trigger: ReactElement;
  redemption?: Redemption;
  prefill?: Prefill;
}

export function RedemptionDialog({ programs, trigger, redemption, prefill }: RedemptionDialogProps) {
  return (
    <FormDialog
      title={redemption ? "Editar emissão" : "Registrar emissão"}
      description="As milhas saem do saldo do programa; o custo delas vem dos seus lotes."
      className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
      trigger={trigger}
    >
      {(close) =>
        programs ? (
          <RedemptionDialogBody programs={programs} redemption={redemption} prefill={prefill} close={close} />
        ) : (
          <WithPrograms redemption={redemption} prefill={prefill} close={close} />
        )
      }
    </FormDialog>
  );
}
