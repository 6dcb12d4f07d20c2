import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { obtainApiToken } from "../server/testing/api-token";
import { startAppProcess, type AppProcess } from "../server/testing/app-process";
import { createMilheiroClient, type MilheiroClient } from "./index";
import { inheritedPath } from "../server/env";

const EMAIL = "scripts@exemplo.com";
const PASSWORD = "segredo123";
const today = todayInSaoPaulo();

let dataDir: string;
let server: AppProcess;
let token: string;
let api: MilheiroClient;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "milheiro-scripts-"));
  // An admin can use Minha Gestão without a subscription, which is all these scripts need.
  server = await startAppProcess({ DATA_DIR: dataDir, ADMIN_EMAILS: EMAIL });
  await fetch(`${server.url}/trpc/auth.signup`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ name: "Script", email: EMAIL, password: PASSWORD }),
  });
  token = await obtainApiToken(server.url, EMAIL, PASSWORD);
  api = createMilheiroClient({ url: server.url, token });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A script as a user runs it: its own process, connection from MILHEIRO_URL / MILHEIRO_TOKEN. */
function runScript(name: string, args: string[]) {
  return promisify(execFile)(process.execPath, ["--import", "tsx", `scripts/${name}.ts`, ...args], {
    env: { PATH: inheritedPath(), MILHEIRO_URL: server.url, MILHEIRO_TOKEN: token },
  }).catch((error: { code: number; stdout: string; stderr: string }) => error);
}

describe("scripts against a running server", () => {
  it("import-movements previews with --dry-run, then creates programs and movements", async () => {
    const file = path.join(dataDir, "movimentos.csv");
    writeFileSync(
      file,
      `programa;tipo;data;quantidade;valor_pago;descricao;vencimento\nSmiles;acumulo;${today};10.000;175,00;;\nSmiles;uso;${today};4.000;;Resgate;\nLivelo;bonus;${today};500;;Aniversário;\n`,
    );
    const preview = await runScript("import-movements", [file, "--dry-run"]);
    expect(preview).toMatchObject({ stdout: expect.stringContaining("Programas a criar: Smiles, Livelo") });
    expect(preview.stdout).toContain("Simulação (--dry-run): nada foi criado.");
    expect(await api.wallet.programs.list.query()).toEqual([]);

    const imported = await runScript("import-movements", [file]);
    expect(imported.stdout).toContain("Importados: 2 programa(s) e 3 movimento(s).");
    const programs = await api.wallet.programs.list.query();
    expect(programs.map((program) => [program.name, program.balance])).toEqual([
      ["Smiles", 6_000],
      ["Livelo", 500],
    ]);
  });

  it("add-accumulation adds miles at the server-computed cost and reports the balance", async () => {
    const result = await runScript("add-accumulation", ["--program", "smiles", "--miles", "2.000", "--paid", "50,00"]);
    expect(result.stdout).toMatch(
      /Acúmulo de 2\.000 milhas em Smiles \(R\$\s25,00 o milheiro\)\. Saldo: 8\.000 milhas\./,
    );
    const refused = await runScript("add-accumulation", ["--program", "Azul", "--miles", "10"]);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining("Programa não encontrado: Azul") });
    expect(await runScript("add-accumulation", ["--miles", "10"])).toMatchObject({ code: 2 });
  });

  it("export-month writes this month's movements as CSV to stdout", async () => {
    const result = await runScript("export-month", []);
    const lines = result.stdout
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Data;Programa;Tipo;Quantidade;Valor pago (R$);Custo (R$);Descrição;Vencimento");
    expect(lines).toHaveLength(5);
    expect(lines).toContain(`${today};Smiles;Acúmulo;10000;175,00;;;`);
    expect(lines).toContain(`${today};Smiles;Uso;4000;;70,00;Resgate;`);
  });

  it("a script without a token is told how to pass one", async () => {
    const result = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/export-month.ts"], {
      env: { PATH: inheritedPath() },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(result).toMatchObject({ code: 2, stderr: expect.stringContaining("MILHEIRO_URL e MILHEIRO_TOKEN") });
  });
});
