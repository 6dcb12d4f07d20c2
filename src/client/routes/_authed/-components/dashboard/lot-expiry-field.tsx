import { useWatch, type FieldPath, type FieldPathValue, type FieldValues, type UseFormReturn } from "react-hook-form";
import { FormField } from "@/client/components/form-field";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { suggestedLotExpiry } from "@/shared/domain/wallet/lots";
import { isPlainDate } from "@/shared/domain/plain-date";
import { formatPlainDate } from "@/shared/format";

/**
 * 'Vencimento destes pontos' (docs/decisions/014): optional; when the program has a usual
 * validity, the date it implies is offered in one click rather than filled in silently.
 */
export function LotExpiryField<V extends FieldValues & { expiresOn: string }, T>({
  form,
  creditedOn,
  usualValidityMonths,
}: {
  form: Pick<UseFormReturn<V, unknown, T>, "control" | "setValue">;
  creditedOn: string;
  usualValidityMonths: number | null | undefined;
}) {
  // V has expiresOn: string, but TypeScript cannot resolve a path through the mapped types of a generic V.
  const name = "expiresOn" as FieldPath<V>;
  const expiresOn = useWatch({ control: form.control, name });
  const suggestion = isPlainDate(creditedOn) ? suggestedLotExpiry(creditedOn, usualValidityMonths ?? null) : null;
  return (
    <div className="grid gap-1">
      <FormField
        control={form.control}
        name={name}
        label="Vencimento destes pontos"
        hint="Opcional: deixe em branco se não vencem."
      >
        {(props) => <Input {...props} type="date" />}
      </FormField>
      {suggestion && expiresOn !== suggestion && (
        <Button
          type="button"
          variant="link"
          className="h-auto justify-start p-0 text-sm"
          onClick={() => form.setValue(name, suggestion as FieldPathValue<V, FieldPath<V>>)}
        >
          Usar a validade usual do programa: {formatPlainDate(suggestion)}
        </Button>
      )}
    </div>
  );
}
