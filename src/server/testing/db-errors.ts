import { expect } from "vitest";

/** SQLSTATE codes the schema's guards raise. */
export const SQLSTATE = {
  uniqueViolation: "23505",
  foreignKeyViolation: "23503",
  checkViolation: "23514",
  invalidTextRepresentation: "22P02",
} as const;

interface DriverError {
  code: string;
  message: string;
}

function isDriverError(value: unknown): value is DriverError {
  if (typeof value !== "object" || value === null) return false;
  const { code, message } = value as { code?: unknown; message?: unknown };
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && typeof message === "string";
}

/**
 * Awaits a statement the database must refuse, and checks the SQLSTATE and the constraint named
 * in the message. Drizzle wraps driver errors (postgres.js or PGlite) in `cause`; walk down to it.
 */
export async function expectDbRejection(
  statement: PromiseLike<unknown>,
  code: (typeof SQLSTATE)[keyof typeof SQLSTATE],
  constraint?: string,
): Promise<void> {
  let error: unknown = await Promise.resolve(statement).then(
    () => new Error(`Expected the database to refuse with ${code}, but it accepted`),
    (reason: unknown) => reason,
  );
  while (!isDriverError(error) && error instanceof Error && error.cause !== undefined) error = error.cause;
  if (!isDriverError(error)) throw error;
  expect(error.code).toBe(code);
  if (constraint) expect(error.message).toContain(constraint);
}
