import { useId } from "react";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { AIRPORTS, airportLabel } from "@/shared/domain/flights/airports";

interface AirportFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
}

/**
 * The airport picker: a text field suggesting the main Brazilian airports (code and city) as the
 * user types, while any other text stays allowed (docs/product.md §2 leaves the place free).
 */
export function AirportField({ label, value, onChange, invalid }: AirportFieldProps) {
  const id = useId();
  const listId = `${id}-airports`;
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        list={listId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Ex.: GRU ou Recife"
        autoComplete="off"
        aria-invalid={invalid || undefined}
      />
      <datalist id={listId}>
        {AIRPORTS.map((airport) => (
          <option key={airport.code} value={airportLabel(airport)} />
        ))}
      </datalist>
    </div>
  );
}
