import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueApiToken } from "../server/auth/api-tokens";
import { verifyPassword } from "../server/auth/passwords";
import { createSession, validateSessionToken } from "../server/auth/sessions";
import { apiTokens, loyaltyPrograms, userRoles } from "../server/db/schema";
import { findUser, uniqueEmail } from "../server/testing/accounts";
import { createTestDatabase, type TestDatabase } from "../server/testing/test-database";
import { runCliOn } from "./testing";

let database: TestDatabase;
const run = (...argv: string[]) => runCliOn(database, argv);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

async function isAdmin(userId: string) {
  const rows = await database.db.select().from(userRoles).where(eq(userRoles.userId, userId));
  return rows.length > 0;
}

describe("create-user", () => {
  it("creates a confirmed account whose password logs in, admin with --admin", async () => {
    const email = uniqueEmail("cli");
    const result = await run(
      "create-user",
      email.toUpperCase(),
      "--name",
      "Beatriz Lima",
      "--password",
      "segredo123",
      "--admin",
    );
    expect(result).toMatchObject({ code: 0, out: `Conta criada: Beatriz Lima <${email}> (administrador/a).` });
    const user = await findUser(database.db, email);
    expect(user?.emailConfirmedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(user!.passwordHash, "segredo123")).toBe(true);
    expect(await isAdmin(user!.id)).toBe(true);
  });

  it("asks for the password when --password is left out", async () => {
    const email = uniqueEmail("cli");
    const result = await runCliOn(database, ["create-user", email, "--name", "Caio"], ["perguntada1"]);
    expect(result.code).toBe(0);
    const user = await findUser(database.db, email);
    expect(await verifyPassword(user!.passwordHash, "perguntada1")).toBe(true);
    expect(await isAdmin(user!.id)).toBe(false);
  });

  it("refuses a taken e-mail (1) and a short password or missing name (2)", async () => {
    const email = uniqueEmail("cli");
    await run("create-user", email, "--name", "Dora", "--password", "segredo123");
    expect(await run("create-user", email, "--name", "Dora", "--password", "segredo123")).toMatchObject({
      code: 1,
      err: "Este email já está cadastrado. Tente fazer login.",
    });
    const short = await run("create-user", uniqueEmail(), "--name", "Eva", "--password", "123");
    expect(short.code).toBe(2);
    expect(short.err).toContain("A senha deve ter pelo menos 6 caracteres");
    expect((await run("create-user", uniqueEmail(), "--password", "segredo123")).err).toContain(
      "Informe seu nome completo",
    );
  });
});

describe("make-admin and revoke-admin", () => {
  it("grants and takes the role; an unknown address fails with 1", async () => {
    const email = uniqueEmail("cli");
    await run("create-user", email, "--name", "Fábio", "--password", "segredo123");
    const { id } = (await findUser(database.db, email))!;
    expect(await run("make-admin", email)).toMatchObject({ code: 0, out: `${email} agora é administrador(a).` });
    expect(await isAdmin(id)).toBe(true);
    expect(await run("revoke-admin", email)).toMatchObject({ code: 0, out: `${email} não é mais administrador(a).` });
    expect(await isAdmin(id)).toBe(false);
    expect(await run("make-admin", "ninguem@exemplo.com")).toMatchObject({
      code: 1,
      err: "Nenhuma conta encontrada com o e-mail ninguem@exemplo.com.",
    });
    expect((await run("revoke-admin", "ninguem@exemplo.com")).code).toBe(1);
  });
});

describe("reset-password", () => {
  it("prints a generated password that logs in, and ends the account's sessions and API tokens", async () => {
    const email = uniqueEmail("cli");
    await run("create-user", email, "--name", "Gil", "--password", "segredo123");
    const user = (await findUser(database.db, email))!;
    const { token } = await createSession(database.db, user.id);
    await issueApiToken(database.db, { userId: user.id, name: "script", readOnly: false, expiresAt: null });
    const result = await run("reset-password", email);
    expect(result.code).toBe(0);
    const printed = /Nova senha: (\S+)/.exec(result.out)?.[1];
    expect(printed).toBeDefined();
    const after = (await findUser(database.db, email))!;
    expect(await verifyPassword(after.passwordHash, printed!)).toBe(true);
    expect(await validateSessionToken(database.db, token)).toBeNull();
    expect(await database.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id))).toEqual([]);
  });

  it("sets the given password without printing it", async () => {
    const email = uniqueEmail("cli");
    await run("create-user", email, "--name", "Hana", "--password", "segredo123");
    const result = await run("reset-password", email, "--password", "outra-senha");
    expect(result.code).toBe(0);
    expect(result.out).not.toContain("outra-senha");
    expect(await verifyPassword((await findUser(database.db, email))!.passwordHash, "outra-senha")).toBe(true);
    expect((await run("reset-password", "ninguem@exemplo.com")).code).toBe(1);
  });
});

describe("export-user and delete-user", () => {
  it("writes a ZIP with a JSON and a CSV per dataset, then deletes the account with --yes", async () => {
    const email = uniqueEmail("cli");
    await run("create-user", email, "--name", "Iara", "--password", "segredo123");
    const user = (await findUser(database.db, email))!;
    await database.db.insert(loyaltyPrograms).values({ userId: user.id, name: "Smiles" });
    const { token } = await createSession(database.db, user.id);

    const output = path.join(mkdtempSync(path.join(tmpdir(), "milheiro-export-")), "dados.zip");
    const exported = await run("export-user", email, "--output", output);
    expect(exported.code).toBe(0);
    const files = unzipSync(new Uint8Array(await readFile(output)));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        "LEIA-ME.txt",
        "json/perfil.json",
        "csv/perfil.csv",
        "json/programas.json",
        "csv/programas.csv",
      ]),
    );
    expect(JSON.parse(strFromU8(files["json/perfil.json"]!))).toMatchObject([{ email, fullName: "Iara" }]);
    expect(strFromU8(files["csv/programas.csv"]!)).toContain("Smiles");

    expect(await run("delete-user", email)).toMatchObject({ code: 2 });
    expect(await findUser(database.db, email)).toBeDefined();
    expect(await run("delete-user", email, "--yes")).toMatchObject({
      code: 0,
      out: `Conta ${email} excluída com todos os seus dados.`,
    });
    expect(await findUser(database.db, email)).toBeUndefined();
    expect(await validateSessionToken(database.db, token)).toBeNull();
    expect((await run("export-user", email)).code).toBe(1);
  });
});

describe("usage", () => {
  it("answers --help with 0, and an unknown command, option or missing argument with 2", async () => {
    expect((await run("--help")).code).toBe(0);
    expect(await run("make-admin", "--help")).toMatchObject({
      code: 0,
      out: expect.stringContaining("Uso: npm run cli -- make-admin <email>"),
    });
    expect(await run("promote")).toMatchObject({
      code: 2,
      err: expect.stringContaining("Comando desconhecido: promote"),
    });
    expect(await run("make-admin", "a@b.com", "--force")).toMatchObject({
      code: 2,
      err: expect.stringContaining("Opção desconhecida: --force"),
    });
    expect(await run("make-admin")).toMatchObject({ code: 2, err: expect.stringContaining("Informe <email>.") });
    expect((await run()).code).toBe(2);
  });

  it("runs as a real process through src/cli.ts", async () => {
    const exec = promisify(execFile);
    const { stdout } = await exec(process.execPath, ["--import", "tsx", "src/cli.ts", "--help"]);
    expect(stdout).toContain("seed-demo");
    const failed = await exec(process.execPath, ["--import", "tsx", "src/cli.ts", "nada"]).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed).toMatchObject({ code: 2, stderr: expect.stringContaining("Comando desconhecido: nada") });
  });
});
