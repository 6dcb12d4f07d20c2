import { Button } from "@/client/components/ui/button";
import { TRIP_TYPE_LABELS, TRIP_TYPES, type TripType } from "@/shared/domain/flights/flight-search";

/** docs/product.md §2: two buttons, round trip selected by default. */
export function TripTypeToggle({ value, onChange }: { value: TripType; onChange: (value: TripType) => void }) {
  return (
    <div role="group" aria-label="Tipo de viagem" className="flex gap-2">
      {TRIP_TYPES.map((tripType) => (
        <Button
          key={tripType}
          type="button"
          variant={value === tripType ? "default" : "outline"}
          aria-pressed={value === tripType}
          onClick={() => onChange(tripType)}
          className="flex-1 sm:flex-none"
        >
          {TRIP_TYPE_LABELS[tripType]}
        </Button>
      ))}
    </div>
  );
}
