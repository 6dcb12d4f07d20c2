import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInSaoPaulo } from "@/shared/domain/plain-date";
import { obtainApiToken } from "../server/testing/api-token";
import { startAppProcess, type AppProcess } from "../server/testing/app-process";
import { createMilheiroClient, type MilheiroClient } from "./index";
import { inheritedPath } from "../server/env";

const EMAIL = "scripts@exemplo.com";
const PASSWORD = "segredo123";
const today = todayInSaoPaulo();
const yesterday = addDays(today, -1);

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
      [
        "programa;tipo;data;quantidade;valor_pago;descricao;vencimento;destino;bonus",
        `Smiles;acumulo;${today};10.000;175,00;;;;`,
        `Smiles;uso;${today};4.000;;Resgate;;;`,
        // The day before: the transfer then takes these free points first (oldest first), then the paid ones.
        `Livelo;bonus;${yesterday};500;;Aniversário;;;`,
        `Livelo;acumulo;${today};2.000;70,00;;;;`,
        `Livelo;transferencia;${today};2.000;;Promoção;;Smiles;50`,
        "",
      ].join("\n"),
    );
    const preview = await runScript("import-movements", [file, "--dry-run"]);
    expect(preview).toMatchObject({ stdout: expect.stringContaining("Programas a criar: Smiles, Livelo") });
    expect(preview.stdout).toContain("Livelo → Smiles: transferência de 2.000 pontos com 50% de bônus");
    expect(preview.stdout).toContain("Simulação (--dry-run): nada foi criado.");
    expect(await api.wallet.programs.list.query()).toEqual([]);

    const imported = await runScript("import-movements", [file]);
    expect(imported.stdout).toContain("Importados: 2 programa(s) e 5 movimento(s).");
    const programs = await api.wallet.programs.list.query();
    // Livelo sent 2.000 of its 2.500 points; Smiles got 2.000 + 1.000 of bonus, which carry their cost.
    expect(programs.map((program) => [program.name, program.balance])).toEqual([
      ["Smiles", 9_000],
      ["Livelo", 500],
    ]);
    const transfers = await api.reports.movements.query({ tipo: "transfer" });
    expect(transfers.items.map((entry) => entry.miles).sort((a, b) => a - b)).toEqual([-2_000, 2_000]);
  });

  it("add-accumulation adds miles at the server-computed cost and reports the balance", async () => {
    const result = await runScript("add-accumulation", ["--program", "smiles", "--miles", "2.000", "--paid", "50,00"]);
    expect(result.stdout).toMatch(
      /Acúmulo de 2\.000 milhas em Smiles \(R\$\s25,00 o milheiro\)\. Saldo: 11\.000 milhas\./,
    );
    // Held: 6.000 of the R$ 175,00 purchase (R$ 105,00), the transfer's 3.000 miles (the 500 free
    // points and 1.500 of the R$ 70,00 purchase sent: R$ 52,50) and these (R$ 50,00): R$ 207,50 for 11.000.
    expect(result.stdout).toMatch(/Custo médio do milheiro guardado: R\$\s18,86\./);
    const refused = await runScript("add-accumulation", ["--program", "Azul", "--miles", "10"]);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining("Programa não encontrado: Azul") });
    expect(await runScript("add-accumulation", ["--miles", "10"])).toMatchObject({ code: 2 });
  });

  it("export-month writes this month's ledger as the report's CSV, money included", async () => {
    const result = await runScript("export-month", []);
    const lines = result.stdout
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Data;Programa;Tipo;Quantidade;Descrição;Valor pago;Custo;Custo por milheiro");
    // The imported movements (the bonus of yesterday only when it is this month), the transfer's two
    // sides and its bonus, and add-accumulation's.
    expect(lines).toHaveLength(1 + (yesterday.slice(0, 7) === today.slice(0, 7) ? 8 : 7));
    const day = today.split("-").reverse().join("/");
    expect(lines).toContain(`${day};Smiles;Acúmulo;10000;;R$ 175,00;R$ 175,00;R$ 17,50`);
    expect(lines).toContain(`${day};Smiles;Uso;-4000;Resgate;;R$ 70,00;R$ 17,50`);
    expect(lines.filter((line) => line.includes(";Transferência;"))).toHaveLength(2);
  });

  it("a script without a token is told how to pass one", async () => {
    const result = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/export-month.ts"], {
      env: { PATH: inheritedPath() },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(result).toMatchObject({ code: 2, stderr: expect.stringContaining("MILHEIRO_URL e MILHEIRO_TOKEN") });
  });
});
