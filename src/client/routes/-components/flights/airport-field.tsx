import type * as React from "react";
import { Input } from "@/client/components/ui/input";
import { AIRPORTS, airportLabel } from "@/shared/domain/flights/airports";

/**
 * The airport picker: a text field suggesting the main Brazilian airports (code and city) as the
 * user types, while any other text stays allowed (docs/product.md §2 leaves the place free).
 */
export function AirportInput(props: React.ComponentProps<typeof Input> & { id: string }) {
  const listId = `${props.id}-airports`;
  return (
    <>
      <Input {...props} list={listId} placeholder="Ex.: GRU ou Recife" autoComplete="off" />
      <datalist id={listId}>
        {AIRPORTS.map((airport) => (
          <option key={airport.code} value={airportLabel(airport)} />
        ))}
      </datalist>
    </>
  );
}
