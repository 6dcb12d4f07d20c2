import { FormField } from "@/client/components/form-dialog";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import type { FormState, FormValues, TextFieldOf } from "@/client/lib/use-form";
import { suggestedLotExpiry } from "@/shared/domain/wallet/lots";
import { isPlainDate } from "@/shared/domain/plain-date";
import { formatPlainDate } from "@/shared/format";

/**
 * 'Vencimento destes pontos' (docs/decisions/014): optional; when the program has a usual
 * validity, the date it implies is offered in one click rather than filled in silently.
 */
export function LotExpiryField<V extends FormValues & { expiresOn: string }>({
  form,
  creditedOn,
  usualValidityMonths,
}: {
  form: FormState<V>;
  creditedOn: string;
  usualValidityMonths: number | null | undefined;
}) {
  // V has expiresOn: string, but TypeScript cannot resolve that through the mapped type of a generic V.
  const name = "expiresOn" as TextFieldOf<V>;
  const suggestion = isPlainDate(creditedOn) ? suggestedLotExpiry(creditedOn, usualValidityMonths ?? null) : null;
  return (
    <div className="grid gap-1">
      <FormField
        form={form}
        name={name}
        label="Vencimento destes pontos"
        hint="Opcional: deixe em branco se não vencem."
      >
        {(props) => <Input {...props} type="date" />}
      </FormField>
      {suggestion && form.values.expiresOn !== suggestion && (
        <Button
          type="button"
          variant="link"
          className="h-auto justify-start p-0 text-sm"
          onClick={() => form.setValue("expiresOn", suggestion as V["expiresOn"])}
        >
          Usar a validade usual do programa: {formatPlainDate(suggestion)}
        </Button>
      )}
    </div>
  );
}
