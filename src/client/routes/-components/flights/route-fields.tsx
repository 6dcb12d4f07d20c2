import type { ChangeEvent } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FormField } from "@/client/components/form-field";
import { Input } from "@/client/components/ui/input";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { AirportInput } from "./airport-field";

/** Origin, destination and departure: both tabs search the same route. */
export interface RouteDraft {
  origin: string;
  destination: string;
  departureDate: string;
}

export type RouteField = keyof RouteDraft;

interface RouteFieldsProps<V extends FieldValues & RouteDraft, T> {
  control: Control<V, unknown, T>;
  /** Called as the member types, so the other tab's form follows (flight-finder-page.tsx). */
  onRouteChange: (field: RouteField, value: string) => void;
}

export function RouteFields<V extends FieldValues & RouteDraft, T>({ control, onRouteChange }: RouteFieldsProps<V, T>) {
  // V has the route's fields, but TypeScript cannot resolve a path through the mapped types of a generic V.
  const path = (field: RouteField) => field as FieldPath<V>;
  const following = (field: RouteField, onChange: (event: ChangeEvent<HTMLInputElement>) => void) => ({
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      onChange(event);
      onRouteChange(field, event.target.value);
    },
  });
  return (
    <>
      <FormField control={control} name={path("origin")} label="Origem">
        {(props) => <AirportInput {...props} {...following("origin", props.onChange)} />}
      </FormField>
      <FormField control={control} name={path("destination")} label="Destino">
        {(props) => <AirportInput {...props} {...following("destination", props.onChange)} />}
      </FormField>
      <FormField control={control} name={path("departureDate")} label="Data de ida">
        {(props) => (
          <Input {...props} {...following("departureDate", props.onChange)} type="date" min={todayInSaoPaulo()} />
        )}
      </FormField>
    </>
  );
}
