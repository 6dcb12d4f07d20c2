import { formatPlainDate } from "../../format";
import type { CpfProblem } from "./cpf-limits";

/**
 * What a member reads when a redemption would break a CPF limit (docs/decisions/039): what
 * breaks and the day it clears, with the person's name where one person is the problem.
 */
export interface DescribedCpfProblem {
  kind: CpfProblem["kind"];
  /** The person the problem is about (not listed, still waiting); null for the count as a whole. */
  personId: string | null;
  /** The day the redemption would fit, or the person could fly; null when nothing registered frees a place. */
  clearsOn: string | null;
  message: string;
}

export function describeCpfProblem(problem: CpfProblem, nameOf: (personId: string) => string): DescribedCpfProblem {
  switch (problem.kind) {
    case "over_limit": {
      const count = `${problem.used} de ${problem.limit} CPFs`;
      const when = problem.fitsOn
        ? `Um lugar fica livre em ${formatPlainDate(problem.fitsOn)}.`
        : "Nenhum lugar fica livre com as emissões registradas.";
      return {
        kind: problem.kind,
        personId: null,
        clearsOn: problem.fitsOn,
        message: `Esta emissão passaria do limite do programa: ${count}. ${when}`,
      };
    }
    case "not_listed":
      return {
        kind: problem.kind,
        personId: problem.personId,
        clearsOn: null,
        message: `${nameOf(problem.personId)} não está na lista de beneficiários do programa.`,
      };
    case "waiting":
      return {
        kind: problem.kind,
        personId: problem.personId,
        clearsOn: problem.usableFrom,
        message: `${nameOf(problem.personId)} só pode voar com as milhas deste programa a partir de ${formatPlainDate(problem.usableFrom)}.`,
      };
  }
}

/** A place's state as the CPF panel shows it: "Em uso", "Libera em 01/01/2027", "Aguardando até 10/12/2026". */
export function placeStateLine(place: {
  status: "in_use" | "waiting";
  freesOn: string | null;
  usableFrom: string | null;
}) {
  if (place.status === "waiting" && place.usableFrom) return `Aguardando até ${formatPlainDate(place.usableFrom)}`;
  return place.freesOn ? `Libera em ${formatPlainDate(place.freesOn)}` : "Em uso";
}
