import { parseCertificateCode } from "@/shared/domain/courses/certificate-code";

/**
 * The certificate procedure's input for a code in the address, in its canonical form, or null
 * when it cannot be a code at all (the page then shows the schema's message without asking).
 */
export function certificateInput(code: string): { code: string } | null {
  // CertificateCodeSchema's rule, without loading zod into the route's eager code.
  const parsed = code.length <= 40 ? parseCertificateCode(code) : null;
  return parsed ? { code: parsed } : null;
}
