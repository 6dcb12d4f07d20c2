import { CircleExclamationPoint, LoaderCircle } from "lucide-react";
import { useState, type ReactElement, type ReactNode } from "react";
import { Alert, AlertDescription } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/client/components/ui/dialog";
import { Label } from "@/client/components/ui/label";
import type { FormState } from "@/client/lib/use-form";

interface FormDialogProps {
  trigger: ReactElement;
  title: string;
  description: string;
  /** Rendered only while open: closing unmounts the form, so the next opening starts afresh (spec §4). */
  children: (close: () => void) => ReactNode;
  className?: string;
}

export function FormDialog({ trigger, title, description, children, className }: FormDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children(() => setOpen(false))}
      </DialogContent>
    </Dialog>
  );
}

interface FormFrameProps<F extends string> {
  form: FormState<F>;
  submitLabel: string;
  children: ReactNode;
}

/** The form body every dialog form shares: refusals from the server above, Cancelar / submit below. */
export function FormFrame<F extends string>({ form, submitLabel, children }: FormFrameProps<F>) {
  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void form.onSubmit(event)}>
      {form.error && !form.error.field && (
        <Alert variant="destructive">
          <CircleExclamationPoint aria-hidden />
          <AlertDescription>{form.error.message}</AlertDescription>
        </Alert>
      )}
      {children}
      <DialogFooter className="pt-2">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" disabled={form.submitting} aria-busy={form.submitting}>
          {form.submitting ? (
            <>
              <LoaderCircle className="animate-spin" aria-hidden />
              Salvando...
            </>
          ) : (
            submitLabel
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}

interface FormFieldProps<F extends string> {
  form: FormState<F>;
  name: F;
  label: string;
  hint?: string;
  children: (props: ReturnType<FormState<F>["field"]>) => ReactNode;
}

/** Label, control and the field's own error message right under it. */
export function FormField<F extends string>({ form, name, label, hint, children }: FormFieldProps<F>) {
  const props = form.field(name);
  const error = form.error?.field === name ? form.error.message : null;
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={props.id}>{label}</Label>
      {children(props)}
      {error ? (
        <p id={`${props.id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        hint && <p className="text-xs text-muted-foreground">{hint}</p>
      )}
    </div>
  );
}
