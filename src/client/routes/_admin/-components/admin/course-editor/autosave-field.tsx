import { useId } from "react";
import { Field, FieldDescription, FieldLabel } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { Textarea } from "@/client/components/ui/textarea";

interface AutosaveFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  hint?: string;
  /** Rows of a multi-line field; a one-line input when omitted. */
  rows?: number;
  /** Whole numbers from 0 (docs/product.md §5: lesson duration). */
  wholeNumber?: boolean;
}

/** A labelled text field of the module editor, whose value an autosave holds. */
export function AutosaveField({
  label,
  value,
  onChange,
  maxLength,
  hint,
  rows,
  wholeNumber = false,
}: AutosaveFieldProps) {
  const id = useId();
  const common = {
    id,
    value,
    maxLength,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {rows ? (
        <Textarea {...common} rows={rows} />
      ) : wholeNumber ? (
        <Input {...common} type="number" min={0} step={1} inputMode="numeric" />
      ) : (
        <Input {...common} />
      )}
      {hint && <FieldDescription>{hint}</FieldDescription>}
    </Field>
  );
}
