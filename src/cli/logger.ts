import type { Logger } from "../server/logger";
import type { CliIo } from "./command";

/** Services log through this; only problems reach the operator, on stderr. */
export function cliLogger(io: CliIo): Logger {
  const problem = (payload: object, message?: string) => io.err(`${message ?? "Aviso"}: ${JSON.stringify(payload)}`);
  return { info: () => {}, warn: problem, error: problem };
}
