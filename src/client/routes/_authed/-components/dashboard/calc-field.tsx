import { useId } from "react";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { parseMoneyInput, parseWholeNumberInput } from "@/shared/money-input";

export type CalcKind = "money" | "whole";

const PARSERS = { money: parseMoneyInput, whole: parseWholeNumberInput } as const;
const INVALID_TEXT: Record<CalcKind, string> = {
  money: "Informe um valor em reais, por exemplo 350,00.",
  whole: "Informe um número inteiro, por exemplo 10000.",
};

/** The typed text as a number: null while blank or not a number (the field then says why). */
export function calcValue(kind: CalcKind, text: string): number | null {
  const parsed = PARSERS[kind](text);
  return parsed.ok ? parsed.value : null;
}

interface CalcFieldProps {
  kind: CalcKind;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

/** A calculator input: nothing is saved, so it only needs to say when the text is not a number. */
export function CalcField({ kind, label, value, onChange, placeholder }: CalcFieldProps) {
  const id = useId();
  const invalid = !PARSERS[kind](value).ok;
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputMode={kind === "money" ? "decimal" : "numeric"}
        placeholder={placeholder}
        autoComplete="off"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
      />
      {invalid && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {INVALID_TEXT[kind]}
        </p>
      )}
    </div>
  );
}

/** One line of a calculator's result. */
export function ResultLine({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium">{value}</dd>
    </div>
  );
}
