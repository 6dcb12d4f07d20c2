import { useWatch, type FieldPath, type FieldPathValue, type FieldValues, type UseFormReturn } from "react-hook-form";
import { FormField } from "@/client/components/form-field";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { isPlainDate } from "@/shared/domain/plain-date";
import { expirySuggestions, type ValidityOrigin } from "@/shared/domain/wallet/program-catalogue";
import { formatPlainDate } from "@/shared/format";
import type { Program } from "./types";
import { useProgramFacts } from "./use-catalogue";

/**
 * A new lot's expiry (docs/decisions/014): optional; the program's usual validity and the
 * catalogue's for each origin of these miles (docs/decisions/042) are offered in one click each,
 * never filled in silently, and the member can still type any date.
 */
export function LotExpiryField<V extends FieldValues, T>({
  form,
  name,
  label = "Vencimento destes pontos",
  hint = "Opcional: deixe em branco se não vencem.",
  creditedOn,
  program,
  origins,
  ownValidity = true,
}: {
  form: Pick<UseFormReturn<V, unknown, T>, "control" | "setValue">;
  name: FieldPath<V>;
  label?: string;
  hint?: string;
  creditedOn: string | undefined;
  program: Pick<Program, "usualValidityMonths" | "catalogueId"> | undefined;
  origins: readonly ValidityOrigin[];
  /** Whether the program's own usual validity applies (not to a transfer's bonus, which is shorter). */
  ownValidity?: boolean;
}) {
  const expiresOn = useWatch({ control: form.control, name });
  const { entry } = useProgramFacts(program?.catalogueId);
  const suggestions =
    creditedOn && isPlainDate(creditedOn)
      ? expirySuggestions(creditedOn, ownValidity ? (program?.usualValidityMonths ?? null) : null, entry, origins)
      : [];
  return (
    <div className="grid gap-1">
      <FormField control={form.control} name={name} label={label} hint={hint}>
        {(props) => <Input {...props} type="date" />}
      </FormField>
      {suggestions
        .filter((suggestion) => suggestion.expiresOn !== expiresOn)
        .map((suggestion) => (
          <Button
            key={suggestion.expiresOn}
            type="button"
            variant="link"
            className="h-auto justify-start p-0 text-sm whitespace-normal text-left"
            onClick={() => form.setValue(name, suggestion.expiresOn as FieldPathValue<V, FieldPath<V>>)}
          >
            Usar {suggestion.label}: {formatPlainDate(suggestion.expiresOn)}
          </Button>
        ))}
    </div>
  );
}
