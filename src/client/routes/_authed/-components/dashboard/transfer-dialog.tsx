import { ArrowRightLeft } from "lucide-react";
import type { ComponentProps, ReactElement } from "react";
import { FormDialog } from "@/client/components/form-dialog";
import { Button } from "@/client/components/ui/button";
import { TransferForm, type TransferPrefill } from "./transfer-form";
import type { Program } from "./types";

const TITLE = "Transferir pontos";
const DESCRIPTION =
  "Envie pontos de um programa para outro: a origem é debitada e o custo dos pontos vai junto para as milhas recebidas.";

interface TransferDialogProps {
  programs: readonly Program[];
  prefill?: TransferPrefill;
  trigger?: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** 'Transferir pontos' (docs/decisions/029): from a program card, Ações Rápidas or the transfer calculator's result. */
export function TransferDialog({ programs, prefill, trigger, open, onOpenChange }: TransferDialogProps) {
  return (
    <FormDialog
      title={TITLE}
      description={DESCRIPTION}
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      className="max-h-[90dvh] overflow-y-auto"
    >
      {(close) =>
        programs.length < 2 ? (
          <p className="text-sm text-muted-foreground">Cadastre ao menos dois programas para transferir pontos.</p>
        ) : (
          <TransferForm programs={programs} prefill={prefill} onSaved={close} />
        )
      }
    </FormDialog>
  );
}

/** The button that opens it; the dialog's trigger hands it its props (open state, click). */
export function TransferButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="outline" {...props}>
      <ArrowRightLeft aria-hidden />
      {TITLE}
    </Button>
  );
}
