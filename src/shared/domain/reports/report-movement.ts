/**
 * Where a transfer's entry went or came from, as the report shows it under the program: the side
 * that left says "Para Smiles", the sides that arrived (base and bonus) "De Livelo". Other
 * entries have no other side.
 */
export function transferSideLabel(movement: { miles: number; counterpartName: string | null }): string | null {
  if (movement.counterpartName === null) return null;
  return movement.miles < 0 ? `Para ${movement.counterpartName}` : `De ${movement.counterpartName}`;
}
