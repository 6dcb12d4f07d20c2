/**
 * How errors are written to the log. A failed query must never put the values it carried in the
 * log (docs/decisions/020): Drizzle's message appends every bound parameter ("params: ana@x.com,Ana"),
 * postgres.js and PGlite attach them as `parameters`, and PostgreSQL's `detail` repeats the
 * failing row ("Failing row contains (…)"). The SQL text, the SQLSTATE code and the constraint
 * stay: they are what a developer needs, and hold no member's data.
 */

// Fields that carry bound values or whole rows; everything else an error holds is kept.
const WITH_VALUES = new Set([
  "params",
  "parameters",
  "args",
  "queryOptions",
  "detail",
  "where",
  "internal_query",
  "internalQuery",
]);
const MAX_CAUSES = 5;

/** Removes the values a database message may quote, keeping its words and identifiers. */
export function scrubMessage(message: string): string {
  return (
    message
      .replace(/^(Failed query: [\s\S]*?)\nparams: [\s\S]*$/, "$1")
      // 'invalid input syntax for type uuid: "…"', 'invalid input value for enum x: "…"'
      .replace(/((?:syntax|value) for (?:type|enum) [^:]+): [\s\S]*$/, "$1: …")
      .replace(/value "[\s\S]*?" is out of range/, "value … is out of range")
  );
}

function scrubStack(error: Error, message: string): string {
  if (error.stack === undefined) return `${error.name}: ${message}`;
  const frames = error.stack.indexOf("\n    at ");
  return `${error.name}: ${message}${frames === -1 ? "" : error.stack.slice(frames)}`;
}

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

function describe(error: Error, depth: number): LoggedError {
  const message = scrubMessage(error.message);
  const described: LoggedError = { type: error.constructor.name, message, stack: scrubStack(error, message) };
  for (const [key, value] of Object.entries(error)) {
    if (WITH_VALUES.has(key) || key === "cause") continue;
    described[key] = value instanceof Error ? describe(value, depth + 1) : value;
  }
  if (error.cause instanceof Error && depth < MAX_CAUSES) described.cause = describe(error.cause, depth + 1);
  return described;
}

/** The `err` serializer of the app's logger (every `log.error({ err })` and Fastify's own 500s). */
export function serializeError(error: Error): LoggedError {
  // pino hands over whatever was logged as `err`, an Error or not.
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: "" };
  return describe(error, 0);
}
