import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FormField } from "@/client/components/form-field";
import { Input } from "@/client/components/ui/input";

/** A club's figures as every club form shows them: a member's new club, its edit, an admin's plan. */
const FIGURES = {
  milesPerMonth: { label: "Milhas por mês", inputMode: "numeric", placeholder: "Ex.: 1000" },
  priceCents: { label: "Preço por mês (R$)", inputMode: "decimal", placeholder: "Ex.: 42,00" },
  minimumStayMonths: { label: "Permanência mínima (meses)", inputMode: "numeric", placeholder: undefined },
  validityMonths: { label: "Validade das milhas (meses)", inputMode: "numeric", placeholder: undefined },
  transferBonusPercent: { label: "Bônus extra em transferências (%)", inputMode: "numeric", placeholder: undefined },
} as const;

const HINTS: Partial<Record<keyof typeof FIGURES, string>> = { validityMonths: "Em branco se não vencem." };

export function ClubFigureField<V extends FieldValues, T>({
  control,
  name,
  hint,
}: {
  control: Control<V, unknown, T>;
  name: keyof typeof FIGURES & FieldPath<V>;
  hint?: string;
}) {
  const figure = FIGURES[name];
  return (
    <FormField control={control} name={name} label={figure.label} hint={hint ?? HINTS[name]}>
      {(props) => <Input {...props} inputMode={figure.inputMode} placeholder={figure.placeholder} autoComplete="off" />}
    </FormField>
  );
}
