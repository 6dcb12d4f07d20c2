import { useController, type Control } from "react-hook-form";
import { FieldError, FieldLegend, FieldSet } from "@/client/components/ui/field";
import type { RedemptionFormOutput, RedemptionFormValues } from "./form-schemas";
import type { Beneficiary, Holder } from "./types";

interface PassengerPickerProps {
  control: Control<RedemptionFormValues, unknown, RedemptionFormOutput>;
  holders: readonly Holder[];
  beneficiaries: readonly Beneficiary[];
  /** The chosen program's holder: flying on their own miles takes no CPF place. */
  programHolderId: string | undefined;
}

function toggled(ids: readonly string[], id: string, checked: boolean): string[] {
  return checked ? [...ids, id] : ids.filter((candidate) => candidate !== id);
}

function PersonCheckbox(props: {
  label: string;
  note?: string;
  checked: boolean;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={props.checked}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <span>
        {props.label}
        {props.note && <span className="text-muted-foreground"> ({props.note})</span>}
      </span>
    </label>
  );
}

/**
 * 'Passageiros': the holders and beneficiaries as checkboxes, two lists of ids for the procedure.
 * The shared schema puts "choose at least one" and the like on `beneficiaryIds`; shown here once.
 */
export function PassengerPicker({ control, holders, beneficiaries, programHolderId }: PassengerPickerProps) {
  const holderIds = useController({ control, name: "holderIds" });
  const beneficiaryIds = useController({ control, name: "beneficiaryIds" });
  const error = beneficiaryIds.fieldState.error ?? holderIds.fieldState.error;
  const errorId = "passageiros-erro";
  const describedBy = error ? errorId : undefined;
  return (
    <FieldSet className="gap-2" data-invalid={error ? true : undefined}>
      <FieldLegend className="text-sm font-medium">Passageiros</FieldLegend>
      <div className="grid gap-2 sm:grid-cols-2">
        {holders.map((holder) => (
          <PersonCheckbox
            key={holder.id}
            label={holder.name}
            note={holder.id === programHolderId ? "titular do programa" : "titular"}
            checked={holderIds.field.value.includes(holder.id)}
            invalid={error !== undefined}
            describedBy={describedBy}
            onChange={(checked) => holderIds.field.onChange(toggled(holderIds.field.value, holder.id, checked))}
          />
        ))}
        {beneficiaries.map((beneficiary) => (
          <PersonCheckbox
            key={beneficiary.id}
            label={beneficiary.name}
            checked={beneficiaryIds.field.value.includes(beneficiary.id)}
            invalid={error !== undefined}
            describedBy={describedBy}
            onChange={(checked) =>
              beneficiaryIds.field.onChange(toggled(beneficiaryIds.field.value, beneficiary.id, checked))
            }
          />
        ))}
      </div>
      {beneficiaries.length === 0 && (
        <p className="text-xs text-muted-foreground">
          Emitindo para outras pessoas? Cadastre-as em “Titulares e beneficiários”, em Minha Gestão.
        </p>
      )}
      {error && <FieldError id={errorId} errors={[error]} />}
    </FieldSet>
  );
}
