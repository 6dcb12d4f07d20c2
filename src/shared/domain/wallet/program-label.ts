/** A program as one line of text: the account number tells two accounts of one program apart. */
export function programLabel(name: string, accountNumber: string | null): string {
  return accountNumber ? `${name} (${accountNumber})` : name;
}
