import { BellPlus } from "lucide-react";
import { lazy, Suspense } from "react";
import { FormDialog } from "@/client/components/form-dialog";
import { LoadingState } from "@/client/components/query-states";
import { Button } from "@/client/components/ui/button";
import type { AlertFormProps } from "./promotion-alert-form";

// The form, its schema and the plan offer load when the dialog first opens, not with the feed.
const AlertDialogBody = lazy(() =>
  import("./promotion-alert-form").then((module) => ({ default: module.AlertDialogBody })),
);

/**
 * 'Avise-me' on the feed: saves a filter, and the member is told when an admin publishes or edits
 * a promotion into it. Managed in /minha-conta.
 */
export function PromotionAlertButton({ search, programs }: Omit<AlertFormProps, "onSaved">) {
  return (
    <FormDialog
      trigger={
        <Button type="button" variant="outline" className="justify-self-start">
          <BellPlus aria-hidden />
          Avise-me
        </Button>
      }
      title="Avise-me de promoções"
      description="Escolha o que você espera; avisamos quando uma promoção assim for publicada, pelos canais das suas Preferências de alerta."
      className="sm:max-w-xl"
    >
      {(close) => (
        <Suspense fallback={<LoadingState label="Carregando..." />}>
          <AlertDialogBody search={search} programs={programs} onSaved={close} />
        </Suspense>
      )}
    </FormDialog>
  );
}
