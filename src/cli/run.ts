import { createDatabase, type Database } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { loadEnv, type Env } from "../server/env";
import { AppError } from "../server/errors";
import { EXIT, UsageError, type CliCommand, type CliIo, type ExitCode } from "./command";
import { createUserCommand } from "./commands/create-user";
import { deleteUserCommand } from "./commands/delete-user";
import { exportUserCommand } from "./commands/export-user";
import { makeAdminCommand } from "./commands/make-admin";
import { resetPasswordCommand } from "./commands/reset-password";
import { revokeAdminCommand } from "./commands/revoke-admin";
import { seedDemoCommand } from "./commands/seed-demo";

const COMMANDS: readonly CliCommand[] = [
  makeAdminCommand,
  revokeAdminCommand,
  createUserCommand,
  resetPasswordCommand,
  seedDemoCommand,
  exportUserCommand,
  deleteUserCommand,
];

function generalHelp(): string {
  const width = Math.max(...COMMANDS.map((command) => command.name.length));
  const lines = COMMANDS.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`);
  return `Uso: npm run cli -- <comando> [opções]

Comandos:
${lines.join("\n")}

Ajuda de um comando: npm run cli -- <comando> --help
O banco é o mesmo do app: DATABASE_URL (PostgreSQL) ou DATA_DIR (embutido).
Saída: 0 sucesso, 1 falha, 2 uso incorreto.`;
}

const isHelp = (arg: string | undefined) => arg === "--help" || arg === "-h" || arg === "help";

export interface CliDeps {
  io: CliIo;
  /** Tests pass their own; otherwise read from the environment like the app. */
  env?: Env;
  /** Tests pass their fresh database (left open); otherwise the app's, opened and migrated on first use. */
  database?: Database;
}

export async function runCli(argv: string[], deps: CliDeps): Promise<ExitCode> {
  const [name, ...rest] = argv;
  if (name === undefined || isHelp(name)) {
    deps.io.out(generalHelp());
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  const command = COMMANDS.find((candidate) => candidate.name === name);
  if (!command) {
    deps.io.err(`Comando desconhecido: ${name}\n\n${generalHelp()}`);
    return EXIT.usage;
  }
  if (rest.some(isHelp)) {
    deps.io.out(command.help);
    return EXIT.ok;
  }

  let opened: Database | null = null;
  const env = deps.env ?? loadEnv();
  const database = async () => {
    if (deps.database) return deps.database;
    if (!opened) {
      opened = await createDatabase(env);
      await migrateDatabase(opened);
    }
    return opened;
  };
  try {
    return await command.run({ env, io: deps.io, database }, rest);
  } catch (error) {
    if (error instanceof UsageError) {
      deps.io.err(`${error.message}\n\n${command.help}`);
      return EXIT.usage;
    }
    if (error instanceof AppError) {
      deps.io.err(error.message);
      return EXIT.failure;
    }
    deps.io.err(`Falha inesperada: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return EXIT.failure;
  } finally {
    await (opened as Database | null)?.close();
  }
}
