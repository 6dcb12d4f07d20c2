/** SQLSTATE codes the schema's guards raise. */
export const SQLSTATE = {
  uniqueViolation: "23505",
  foreignKeyViolation: "23503",
  checkViolation: "23514",
  invalidTextRepresentation: "22P02",
} as const;

export interface DriverError {
  code: string;
  message: string;
}

function isDriverError(value: unknown): value is DriverError {
  if (typeof value !== "object" || value === null) return false;
  const { code, message } = value as { code?: unknown; message?: unknown };
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && typeof message === "string";
}

/** Drizzle wraps the driver's error (postgres.js or PGlite) in `cause`; this walks down to it. */
export function driverErrorOf(error: unknown): DriverError | null {
  let current = error;
  while (!isDriverError(current) && current instanceof Error && current.cause !== undefined) current = current.cause;
  return isDriverError(current) ? current : null;
}

/** True when the database refused a write because the row it references does not exist. */
export function violatesForeignKey(error: unknown, constraint: string): boolean {
  const driverError = driverErrorOf(error);
  return driverError?.code === SQLSTATE.foreignKeyViolation && driverError.message.includes(`"${constraint}"`);
}

/** True when the database refused a write because it would repeat what `constraint` keeps unique. */
export function violatesUnique(error: unknown, constraint: string): boolean {
  const driverError = driverErrorOf(error);
  return driverError?.code === SQLSTATE.uniqueViolation && driverError.message.includes(`"${constraint}"`);
}
