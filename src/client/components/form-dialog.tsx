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
import type { FormState, FormValues, TextFieldOf } from "@/client/lib/use-form";

interface FormDialogProps {
  /** Omitted for a dialog opened from elsewhere (an address), which then passes `open`. */
  trigger?: ReactElement;
  title: string;
  description: string;
  /** Rendered only while open: closing unmounts the form, so the next opening starts afresh (docs/product.md §4). */
  children: (close: () => void) => ReactNode;
  className?: string;
  /** Controlled from outside, e.g. opened by the page's search params; otherwise the trigger opens it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export function FormDialog({ trigger, title, description, children, className, ...control }: FormDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = control.open ?? ownOpen;
  const setOpen = control.onOpenChange ?? setOwnOpen;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
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

/** What the frame needs from a form: its refusal, whether it is saving, and how to submit. */
type FormStatus = Pick<FormState<FormValues>, "formError" | "submitting" | "onSubmit">;

interface FormFrameProps {
  form: FormStatus;
  submitLabel: string;
  children: ReactNode;
}

/** The form body every dialog shares: refusals from the server above, Cancelar / submit below. */
export function FormFrame({ form, submitLabel, children }: FormFrameProps) {
  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void form.onSubmit(event)}>
      {form.formError && (
        <Alert variant="destructive">
          <CircleExclamationPoint aria-hidden />
          <AlertDescription>{form.formError}</AlertDescription>
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

interface FieldShellProps {
  id: string;
  label: string;
  error: string | null;
  hint?: string;
  children: ReactNode;
}

/** Label, control and the field's own error message right under it (or a hint when all is well). */
export function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        hint && <p className="text-xs text-muted-foreground">{hint}</p>
      )}
    </div>
  );
}

interface FormFieldProps<V extends FormValues, K extends TextFieldOf<V>> {
  form: FormState<V>;
  name: K;
  label: string;
  hint?: string;
  children: (props: ReturnType<FormState<V>["field"]>) => ReactNode;
}

/** A text field of the form: the shell wired to the form's value, id and message. */
export function FormField<V extends FormValues, K extends TextFieldOf<V>>({
  form,
  name,
  label,
  hint,
  children,
}: FormFieldProps<V, K>) {
  const props = form.field(name);
  return (
    <FieldShell id={props.id} label={label} error={form.errorOf(name)} hint={hint}>
      {children(props)}
    </FieldShell>
  );
}
