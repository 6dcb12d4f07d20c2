import { maskBirthDate, maskedCpf } from "@/shared/domain/household/personal-data";

/**
 * A person as lists and every other answer show them (docs/decisions/039): CPF and birth date
 * masked. Only the single-item reads (holders.get, beneficiaries.get) hand the whole of them out.
 */
export interface PersonRow {
  id: string;
  name: string;
  cpf: string | null;
  birthDate: string | null;
}

export function maskedPerson<R extends PersonRow>(row: R) {
  return {
    id: row.id,
    name: row.name,
    cpf: maskedCpf(row.cpf),
    birthDate: maskBirthDate(row.birthDate),
  };
}
