import { CircleExclamationPoint, LoaderCircle } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { useFormState, type Control, type FieldValues } from "react-hook-form";
import { Alert, AlertDescription } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { DialogClose, DialogFooter } from "@/client/components/ui/dialog";

/** The alert above a form with the server's refusal that names none of its fields (src/client/lib/forms/refusal.ts). */
export function FormRefusal<V extends FieldValues, T>({ control }: { control: Control<V, unknown, T> }) {
  const { errors } = useFormState({ control });
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <CircleExclamationPoint aria-hidden />
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

interface FormFrameProps<V extends FieldValues, T> {
  control: Control<V, unknown, T>;
  /** The form's `handleSubmit(…)`: Enter in any field submits. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitLabel: string;
  children: ReactNode;
}

/** The form body every dialog shares: refusals from the server above, Cancelar / submit below. */
export function FormFrame<V extends FieldValues, T>({
  control,
  onSubmit,
  submitLabel,
  children,
}: FormFrameProps<V, T>) {
  const { isSubmitting } = useFormState({ control });
  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void onSubmit(event)}>
      <FormRefusal control={control} />
      {children}
      <DialogFooter className="pt-2">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? (
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
