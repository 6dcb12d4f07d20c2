import { expect } from "vitest";
import { driverErrorOf, SQLSTATE } from "../db/driver-errors";

export { SQLSTATE };

/**
 * Awaits a statement the database must refuse, and checks the SQLSTATE and the constraint named
 * in the message.
 */
export async function expectDbRejection(
  statement: PromiseLike<unknown>,
  code: (typeof SQLSTATE)[keyof typeof SQLSTATE],
  constraint?: string,
): Promise<void> {
  const error: unknown = await Promise.resolve(statement).then(
    () => new Error(`Expected the database to refuse with ${code}, but it accepted`),
    (reason: unknown) => reason,
  );
  const driverError = driverErrorOf(error);
  if (!driverError) throw error;
  expect(driverError.code).toBe(code);
  if (constraint) expect(driverError.message).toContain(constraint);
}
