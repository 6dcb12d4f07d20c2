import { AIRLINE_IDS, type AirlineId } from "./airlines";
import { usageCostCents } from "../wallet/cost";
import { heldCostPerThousandCents } from "../wallet/lot-consumption";

/**
 * Which loyalty program pays for which airline's award seats, so a simulated flight can be priced
 * at the member's own custo do milheiro. Names are the member's free text: matched ignoring case,
 * accents and spacing, as the whole name or its first words ("Smiles Diamante" is Smiles).
 */
const AIRLINE_PROGRAMS: Record<AirlineId, { label: string; aliases: readonly string[] }> = {
  azul: { label: "Azul Fidelidade", aliases: ["azul fidelidade", "tudoazul", "tudo azul", "azul"] },
  gol: { label: "Smiles", aliases: ["smiles", "gol smiles", "gol"] },
  latam: { label: "LATAM Pass", aliases: ["latam pass", "latampass", "latam", "multiplus"] },
};

/** Free text as a comparable name: no case, accents or punctuation. */
export function normalizeProgramName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export function airlineOfProgram(programName: string): AirlineId | null {
  const name = normalizeProgramName(programName);
  const matches = (alias: string) => name === alias || name.startsWith(`${alias} `);
  return AIRLINE_IDS.find((airline) => AIRLINE_PROGRAMS[airline].aliases.some(matches)) ?? null;
}

/** What a program's miles held cost and how many it holds (its row's totals, docs/decisions/029). */
export interface ProgramCostTotals {
  name: string;
  heldCostCents: number;
  balance: number;
}

export type AirlineCostAverages = Record<AirlineId, number | null>;

/**
 * The member's custo médio do milheiro per airline: what the miles held in the programs that fly
 * it cost, over those miles (docs/decisions/029; two Smiles accounts count as one pool).
 */
export function averageCostByAirline(programs: readonly ProgramCostTotals[]): AirlineCostAverages {
  const averageFor = (airline: AirlineId) => {
    const pool = programs.filter((program) => airlineOfProgram(program.name) === airline);
    const cost = pool.reduce((total, program) => total + program.heldCostCents, 0);
    const miles = pool.reduce((total, program) => total + program.balance, 0);
    return heldCostPerThousandCents(cost, miles);
  };
  return { azul: averageFor("azul"), gol: averageFor("gol"), latam: averageFor("latam") };
}

export interface RedemptionValue {
  /** What the flight's miles cost the member: miles / 1000 × their average. */
  valueCents: number;
  averageCents: number;
  programLabel: string;
}

/** Null when the member has no paid miles in that airline's program (nothing to compare with). */
export function redemptionValue(
  airline: AirlineId,
  miles: number,
  averages: AirlineCostAverages | null | undefined,
): RedemptionValue | null {
  const averageCents = averages?.[airline] ?? null;
  const valueCents = usageCostCents(miles, averageCents);
  if (valueCents === null || averageCents === null) return null;
  return { valueCents, averageCents, programLabel: AIRLINE_PROGRAMS[airline].label };
}
