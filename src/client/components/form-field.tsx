import { useId, type ReactNode } from "react";
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from "react-hook-form";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/client/components/ui/field";

/** What the control of a field receives: react-hook-form's field props, plus its id and error wiring. */
export type FieldInputProps<V extends FieldValues, N extends FieldPath<V>> = ControllerRenderProps<V, N> & {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

interface FormFieldProps<V extends FieldValues, N extends FieldPath<V>, T> {
  control: Control<V, unknown, T>;
  name: N;
  label: ReactNode;
  /** Shown under the control while the field has no error. */
  hint?: ReactNode;
  className?: string;
  children: (input: FieldInputProps<V, N>) => ReactNode;
}

/**
 * One field of a react-hook-form form in shadcn's Field: label, the control the children draw, and
 * under it the field's error (the shared schema's or the server's, src/client/lib/forms/refusal.ts)
 * or its hint.
 */
export function FormField<V extends FieldValues, N extends FieldPath<V>, T>({
  control,
  name,
  label,
  hint,
  className,
  children,
}: FormFieldProps<V, N, T>) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const invalid = fieldState.error !== undefined;
        return (
          <Field data-invalid={invalid || undefined} className={className}>
            <FieldLabel htmlFor={id}>{label}</FieldLabel>
            {children({
              ...field,
              id,
              "aria-invalid": invalid || undefined,
              "aria-describedby": invalid ? errorId : hint ? hintId : undefined,
            })}
            {invalid ? (
              <FieldError id={errorId} errors={[fieldState.error]} />
            ) : (
              hint && <FieldDescription id={hintId}>{hint}</FieldDescription>
            )}
          </Field>
        );
      }}
    />
  );
}
