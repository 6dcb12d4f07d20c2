import { maskCpf } from "./cpf";

/**
 * How lists show a person (docs/decisions/039): the CPF as "***.456.789-**" and the birth date as
 * its year alone, enough to tell two people apart; the whole of both only in the single-item read
 * the edit form uses. Exports and the API's personal-data scope are the other places they go whole.
 */
export function maskBirthDate(birthDate: string | null): string | null {
  return birthDate === null ? null : `**/**/${birthDate.slice(0, 4)}`;
}

export function maskedCpf(cpf: string | null): string | null {
  return cpf === null ? null : maskCpf(cpf);
}
