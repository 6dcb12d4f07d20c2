/**
 * The CPF, Brazil's individual taxpayer number: eleven digits, the last two check digits computed
 * from the first nine (Receita Federal's modulo-11 rule). Stored as the eleven digits alone; shown
 * whole only on the edit form and masked everywhere else, because it is personal data.
 */

const ELEVEN_DIGITS = /^\d{11}$/;

/** The digits of what was typed: "123.456.789-09" and "12345678909" are the same CPF. */
export function cpfDigits(typed: string): string {
  return typed.replace(/\D/g, "");
}

function checkDigit(digits: string, length: number): number {
  let sum = 0;
  // Weights run from length + 1 down to 2 over the first `length` digits.
  for (let index = 0; index < length; index += 1) sum += Number(digits[index]) * (length + 1 - index);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** True for eleven digits whose check digits hold; "111.111.111-11" and its kind pass the arithmetic but are not issued. */
export function isValidCpf(typed: string): boolean {
  const digits = cpfDigits(typed);
  if (!ELEVEN_DIGITS.test(digits)) return false;
  if (/^(\d)\1{10}$/.test(digits)) return false;
  return checkDigit(digits, 9) === Number(digits[9]) && checkDigit(digits, 10) === Number(digits[10]);
}

/** "123.456.789-09" from eleven digits. */
export function formatCpf(digits: string): string {
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9, 11)}`;
}

/** "***.456.789-**": enough to tell two people apart in a list, not enough to use the number. */
export function maskCpf(digits: string): string {
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}
