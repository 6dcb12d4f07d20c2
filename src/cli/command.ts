import { parseArgs, type ParseArgsConfig } from "node:util";
import type { Database } from "../server/db/client";
import type { Env } from "../server/env";

export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** Where a command writes and asks; tests pass one that records lines and answers prompts. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Asks for a secret (a password) without echoing it when stdin is a terminal. */
  askSecret(question: string): Promise<string>;
}

interface CliContext {
  env: Env;
  io: CliIo;
  /** The migrated database, opened on first use and closed by the runner. */
  database(): Promise<Database>;
}

export interface CliCommand {
  name: string;
  /** One line for the command list. */
  summary: string;
  /** The full `npm run cli -- <command> --help` text. */
  help: string;
  run(ctx: CliContext, argv: string[]): Promise<ExitCode>;
}

/** Bad arguments: the runner prints the message and the command's help, and exits with 2. */
export class UsageError extends Error {}

type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig["options"]>;

/** node:util parseArgs with the command's options, strict, and an exact number of positionals. */
export function parseCommandArgs<const O extends ParseArgsOptionsConfig>(
  argv: string[],
  options: O,
  positionalNames: string[],
) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? translateParseError(error.message) : String(error));
  }
  if (parsed.positionals.length !== positionalNames.length) {
    throw new UsageError(
      positionalNames.length === 0
        ? "Este comando não recebe argumentos além das opções."
        : `Informe ${positionalNames.map((name) => `<${name}>`).join(" ")}.`,
    );
  }
  return parsed;
}

function translateParseError(message: string): string {
  const unknown = /Unknown option '([^']+)'/.exec(message);
  if (unknown) return `Opção desconhecida: ${unknown[1]}`;
  const missing = /Option '([^']+)' argument missing/.exec(message);
  if (missing) return `A opção ${missing[1]} precisa de um valor.`;
  return `Argumentos inválidos: ${message}`;
}
