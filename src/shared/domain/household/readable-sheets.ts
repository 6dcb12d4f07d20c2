import { formatDateTime, formatPlainDate } from "../../format";
import type { ReadableSheet } from "../account/readable-export";
import { formatCpf } from "./cpf";
import { TICKET_HEADERS, ticketCells, type TicketFields } from "./redemption-csv";

/**
 * The household in 'Baixar meus dados' for people (docs/decisions/039): the holders, the
 * beneficiaries and every passenger of every redemption. The export is the member's own copy of
 * their data, so CPFs and birth dates go whole here, as in its JSON and CSV tables; the
 * 'emissoes' sheet is the Emissões CSV's (redemption-csv.ts), passengers by name.
 */
export interface ReadablePerson {
  id: string;
  name: string;
  cpf: string | null;
  birthDate: string | null;
}

export interface ReadableHolder extends ReadablePerson {
  isMember: boolean;
}

export interface ReadableBeneficiary extends ReadablePerson {
  createdAt: Date;
}

type ReadableRedemption = TicketFields & {
  passengers: readonly { kind: "holder" | "beneficiary"; id: string; name: string }[];
};

const cpfCell = (cpf: string | null) => (cpf === null ? "" : formatCpf(cpf));
const dateCell = (date: string | null) => (date === null ? "" : formatPlainDate(date));

export function holdersSheet(holders: readonly ReadableHolder[]): ReadableSheet {
  return {
    name: "titulares",
    headers: ["Titular", "CPF", "Data de nascimento", "Quem é"],
    rows: holders.map((holder) => [
      holder.name,
      cpfCell(holder.cpf),
      dateCell(holder.birthDate),
      holder.isMember ? "Você (dono da conta)" : "Outro titular",
    ]),
  };
}

export function beneficiariesSheet(beneficiaries: readonly ReadableBeneficiary[]): ReadableSheet {
  return {
    name: "beneficiarios",
    headers: ["Beneficiário", "CPF", "Data de nascimento", "Cadastrado em"],
    rows: beneficiaries.map((person) => [
      person.name,
      cpfCell(person.cpf),
      dateCell(person.birthDate),
      formatDateTime(person.createdAt),
    ]),
  };
}

/** One line per passenger of each redemption, with the CPF the airline counted. */
export function passengersSheet(
  redemptions: readonly ReadableRedemption[],
  people: readonly ReadablePerson[],
): ReadableSheet {
  const byId = new Map(people.map((person) => [person.id, person]));
  return {
    name: "emissoes_passageiros",
    headers: [...TICKET_HEADERS, "Passageiro", "CPF", "Data de nascimento", "Quem é"],
    rows: redemptions.flatMap((redemption) =>
      redemption.passengers.map((passenger) => {
        const person = byId.get(passenger.id);
        return [
          ...ticketCells(redemption),
          passenger.name,
          cpfCell(person?.cpf ?? null),
          dateCell(person?.birthDate ?? null),
          passenger.kind === "holder" ? "Titular" : "Beneficiário",
        ];
      }),
    ),
  };
}
