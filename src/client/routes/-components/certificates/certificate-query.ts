import { CertificateCodeSchema } from "@/shared/schemas/courses";

/**
 * The certificate procedure's input for a code in the address, in its canonical form, or null
 * when it cannot be a code at all (the page then shows the schema's message without asking).
 */
export function certificateInput(code: string): { code: string } | null {
  const parsed = CertificateCodeSchema.safeParse(code);
  return parsed.success ? { code: parsed.data } : null;
}
