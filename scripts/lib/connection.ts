import { TRPCClientError } from "@trpc/client";
import { createMilheiroClient, type MilheiroClient } from "../../src/sdk";

/** The options every script takes; flags win over MILHEIRO_URL / MILHEIRO_TOKEN. */
export const CONNECTION_OPTIONS = {
  url: { type: "string" },
  token: { type: "string" },
} as const;

export function connect(values: { url?: string; token?: string }): MilheiroClient {
  const url = values.url ?? process.env.MILHEIRO_URL;
  const token = values.token ?? process.env.MILHEIRO_TOKEN;
  if (!url || !token) {
    throw new ScriptUsageError("Informe o endereço e o token: --url … --token … (ou MILHEIRO_URL e MILHEIRO_TOKEN).");
  }
  return createMilheiroClient({ url, token });
}

/** Bad arguments: the message and the usage line, exit code 2. */
export class ScriptUsageError extends Error {}

/**
 * Runs a script's main: exit 0 when it returns, 2 for bad arguments, 1 for anything else
 * (the server's pt-BR message for a refused call, e.g. "Saldo insuficiente no programa.").
 */
export function runScript(usage: string, main: () => Promise<void>): void {
  main().then(
    () => {
      process.exitCode = 0;
    },
    (error: unknown) => {
      if (
        error instanceof ScriptUsageError ||
        (error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS"))
      ) {
        console.error(`${error.message}\n\n${usage}`);
        process.exitCode = 2;
      } else {
        console.error(error instanceof TRPCClientError ? `Erro do servidor: ${error.message}` : error);
        process.exitCode = 1;
      }
    },
  );
}
