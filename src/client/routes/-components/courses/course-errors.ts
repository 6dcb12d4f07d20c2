import { TRPCClientError } from "@trpc/client";

/**
 * docs/product.md §2: an unknown id, a draft seen by a non-admin and an address that is not a course id at
 * all read the same 'Curso não encontrado'. Anything else (network, 5xx) is worth a retry.
 */
export function isMissingCourse(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const code = (error.data as { code?: string } | undefined)?.code;
  return code === "NOT_FOUND" || code === "BAD_REQUEST";
}
