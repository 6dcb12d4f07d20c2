/** The server's PDF of a certificate (GET /certificados/<code>.pdf) and its public check page. */
export function certificatePdfUrl(code: string): string {
  return `/certificados/${encodeURIComponent(code)}.pdf`;
}
