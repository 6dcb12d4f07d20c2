import type { Database } from "../server/db/client";
import { testEnv } from "../server/testing/test-app";
import type { CliIo } from "./command";
import { runCli } from "./run";

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

/** Runs the CLI as `npm run cli -- …` would, on a test database, capturing what it prints. */
export async function runCliOn(database: Database, argv: string[], answers: string[] = []): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    askSecret: async () => {
      const answer = answers.shift();
      if (answer === undefined) throw new Error("the CLI asked for more answers than the test gave");
      return answer;
    },
  };
  const code = await runCli(argv, { io, database, env: testEnv() });
  return { code, out: out.join("\n"), err: err.join("\n") };
}
