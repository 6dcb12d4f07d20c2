import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { beneficiaries, holders, redemptionPassengers, redemptions } from "../../db/schema";
import { signedInMember, type SignedInMember } from "../../testing/account-fixtures";
import { parseCsv } from "../../testing/csv";
import { CPFS } from "../../testing/household";
import { createTestApp, type TestApp } from "../../testing/test-app";

let testApp: TestApp;
let ana: SignedInMember;
let redemptionId = "";

beforeAll(async () => {
  testApp = await createTestApp();
  // Signed up: on the PRO trial, so another holder is open.
  ana = await signedInMember(testApp);
  const trpc = ana.browser.trpc;
  const caio = await trpc.household.holders.create.mutate({ name: "Caio", cpf: CPFS.caio, birthDate: "1990-07-14" });
  const bia = await trpc.household.beneficiaries.create.mutate({ name: "Bia", cpf: CPFS.bia });
  const program = await trpc.wallet.programs.create.mutate({ name: "Smiles", balance: 30_000, holderId: caio.id });
  const outcome = await trpc.household.redemptions.create.mutate({
    programId: program.id,
    issuedOn: "2026-03-09",
    departureOn: "2026-04-10",
    origin: "GRU",
    destination: "REC",
    miles: 10_000,
    taxesCents: 5_000,
    cashPriceCents: 60_000,
    beneficiaryIds: [bia.id],
    bookingCode: "XYZ123",
  });
  if (outcome.status !== "saved") throw new Error("not saved");
  redemptionId = outcome.redemption.id;
});

afterAll(async () => {
  await testApp?.close();
});

const session = () => ({ milheiro_session: ana.browser.sessionToken() ?? "" });

describe("the household in the member's data", () => {
  it("goes whole into the data export: holders, beneficiaries, redemptions and their passengers", async () => {
    const response = await testApp.app.inject({ url: "/conta/exportar.zip", cookies: session() });
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const json = (name: string): Record<string, unknown>[] =>
      JSON.parse(strFromU8(files[`json/${name}.json`] ?? new Uint8Array()));
    expect(json("titulares")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ isMember: true }),
        expect.objectContaining({ name: "Caio", cpf: "39053344705", birthDate: "1990-07-14" }),
      ]),
    );
    expect(json("beneficiarios")).toEqual([expect.objectContaining({ name: "Bia", cpf: "11144477735" })]);
    expect(json("emissoes")).toEqual([
      expect.objectContaining({ id: redemptionId, origin: "GRU", destination: "REC", bookingCode: "XYZ123" }),
    ]);
    expect(json("emissoes_passageiros")).toHaveLength(1);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(["csv/titulares.csv", "csv/emissoes.csv"]));
  });

  it("reads as the Emissões CSV, with names and figures and no CPF", async () => {
    const response = await testApp.app.inject({ url: "/emissoes/exportar.csv?ano=2026", cookies: session() });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const [header, line] = response.body.split("\r\n");
    expect(header).toContain("R$ por milheiro obtido");
    // (R$ 600,00 − R$ 50,00) ÷ 10.000 × 1000 = R$ 55,00; the opening balance cost nothing.
    expect(line).toBe(
      "09/03/2026;Caio;Smiles;GRU;REC;10/04/2026;;Econômica;Bia;10000;R$ 50,00;R$ 600,00;R$ 0,00;R$ 55,00;R$ 550,00;Boa emissão;XYZ123;",
    );
    expect(response.body).not.toContain("11144477735");
    const other = await testApp.app.inject({ url: "/emissoes/exportar.csv?ano=2025", cookies: session() });
    expect(other.body.split("\r\n").filter(Boolean)).toHaveLength(1);
    expect((await testApp.app.inject({ url: "/emissoes/exportar.csv" })).statusCode).toBe(401);
  });

  it("goes into the readable spreadsheets: holders, beneficiaries, redemptions and each passenger, CPFs whole", async () => {
    const response = await testApp.app.inject({ url: "/conta/exportar.zip", cookies: session() });
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const sheet = (name: string) =>
      parseCsv(strFromU8(files[`planilhas/${name}.csv`] ?? new Uint8Array()).replace(/^\uFEFF/, ""));
    const [member, caio, ...noOther] = sheet("titulares").slice(1);
    expect(member?.slice(1)).toEqual(["", "", "Você (dono da conta)"]);
    expect(caio).toEqual(["Caio", "390.533.447-05", "14/07/1990", "Outro titular"]);
    expect(noOther).toEqual([]);
    expect(sheet("beneficiarios").map((row) => row.slice(0, 3))).toEqual([
      ["Beneficiário", "CPF", "Data de nascimento"],
      ["Bia", "111.444.777-35", ""],
    ]);
    // The Emissões CSV's line, figures and verdict included.
    expect(sheet("emissoes").slice(1)).toEqual([
      [
        ...["09/03/2026", "Caio", "Smiles", "GRU", "REC", "10/04/2026", "", "Econômica", "Bia", "10000"],
        ...["R$ 50,00", "R$ 600,00", "R$ 0,00", "R$ 55,00", "R$ 550,00", "Boa emissão", "XYZ123", ""],
      ],
    ]);
    expect(sheet("emissoes_passageiros").slice(1)).toEqual([
      ["09/03/2026", "Caio", "Smiles", "GRU", "REC", "10/04/2026", "Bia", "111.444.777-35", "", "Beneficiário"],
    ]);
    expect(strFromU8(files["LEIA-ME.txt"] ?? new Uint8Array())).toContain(
      "planilhas/emissoes_passageiros.csv: 1 linha(s)",
    );
  });

  it("goes with the account", async () => {
    await ana.browser.trpc.account.deleteAccount.mutate({ password: ana.password, confirmation: "EXCLUIR" });
    const db = testApp.database.db;
    expect(await db.select().from(holders).where(eq(holders.userId, ana.id))).toEqual([]);
    expect(await db.select().from(beneficiaries).where(eq(beneficiaries.userId, ana.id))).toEqual([]);
    expect(await db.select().from(redemptions).where(eq(redemptions.userId, ana.id))).toEqual([]);
    expect(await db.select().from(redemptionPassengers).where(eq(redemptionPassengers.userId, ana.id))).toEqual([]);
  });
});
