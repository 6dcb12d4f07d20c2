import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInMember, type SignedInMember } from "../testing/account-fixtures";
import { CPFS } from "../testing/household";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createTestClient, expectTRPCError } from "../testing/trpc-client";
import { createActor } from "../testing/wallet-actors";

/**
 * CPFs and birth dates are personal data (docs/decisions/039, docs/security.md): masked in every
 * list and answer but the edit form's single-item read, reachable by an API token only under the
 * personal-data scope, never seen by an admin, never written to a log line.
 */
let testApp: TestApp;
let member: SignedInMember;
const logLines: string[] = [];
const holderCpf = CPFS.caio.replace(/\D/g, "");
const beneficiaryCpf = CPFS.bia.replace(/\D/g, "");

beforeAll(async () => {
  testApp = await createTestApp({ env: { LOG_LEVEL: "info" }, logStream: { write: (line) => logLines.push(line) } });
  // Signed up, so on the PRO trial: other holders are open.
  member = await signedInMember(testApp);
});

afterAll(async () => {
  await testApp?.close();
});

const containsCpf = (value: unknown, cpf: string) =>
  JSON.stringify(value).includes(cpf) || JSON.stringify(value).includes(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}`);

describe("personal data", () => {
  it("signup gives the account its own holder, named as the member", async () => {
    expect(await member.browser.trpc.household.holders.list.query()).toEqual([
      expect.objectContaining({ isMember: true, name: "Ana Souza", cpf: null }),
    ]);
  });

  it("is masked in lists and answers, whole only in the single-item read", async () => {
    const trpc = member.browser.trpc.household;
    const holder = await trpc.holders.create.mutate({ name: "Caio", cpf: CPFS.caio, birthDate: "1990-07-14" });
    const bia = await trpc.beneficiaries.create.mutate({ name: "Bia", cpf: CPFS.bia, birthDate: "2001-02-03" });
    const program = await member.browser.trpc.wallet.programs.create.mutate({ name: "Smiles", balance: 10_000 });
    await trpc.redemptions.create.mutate({
      programId: program.id,
      issuedOn: "2026-03-01",
      departureOn: "2026-04-01",
      origin: "GRU",
      destination: "SSA",
      miles: 5_000,
      holderIds: [holder.id],
      beneficiaryIds: [bia.id],
    });
    // One request each: batched, these five paths pass Fastify's 100-character limit on a route
    // parameter and the batch answers 414 (a limit of the tRPC route, reported apart).
    const answers = [
      await trpc.holders.list.query(),
      await trpc.beneficiaries.list.query(),
      await trpc.redemptions.list.query({}),
      await trpc.redemptions.summary.query({}),
      await trpc.cpf.state.query({}),
    ];
    for (const answer of answers) {
      expect(containsCpf(answer, holderCpf)).toBe(false);
      expect(containsCpf(answer, beneficiaryCpf)).toBe(false);
      expect(JSON.stringify(answer)).not.toContain("1990-07-14");
    }
    expect(JSON.stringify(answers[1])).toContain("***.444.777-**");
    expect(await trpc.holders.get.query({ id: holder.id })).toMatchObject({ cpf: holderCpf, birthDate: "1990-07-14" });
    expect(await trpc.beneficiaries.get.query({ id: bia.id })).toMatchObject({ cpf: beneficiaryCpf });
  });

  it("reaches an API token only under the personal-data scope", async () => {
    const [holder] = (await member.browser.trpc.household.holders.list.query()).filter((row) => !row.isMember);
    const tokenWith = async (personalData: boolean) => {
      const created = await member.browser.trpc.account.createApiToken.mutate({
        name: `script ${personalData ? "com" : "sem"} dados pessoais`,
        scope: "leitura",
        personalData,
        currentPassword: member.password,
      });
      return createTestClient(testApp.app, { origin: null, bearer: created.token });
    };
    const plain = await tokenWith(false);
    expect(containsCpf(await plain.trpc.household.holders.list.query(), holderCpf)).toBe(false);
    await expectTRPCError(plain.trpc.household.holders.get.query({ id: holder?.id ?? "" }), {
      code: "FORBIDDEN",
      message:
        "Este token de API não acessa dados pessoais (CPF e data de nascimento). Crie um token com o escopo de dados pessoais.",
    });
    const allowed = await tokenWith(true);
    expect(await allowed.trpc.household.holders.get.query({ id: holder?.id ?? "" })).toMatchObject({ cpf: holderCpf });
    expect(await member.browser.trpc.account.apiTokens.query()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ personalData: true }),
        expect.objectContaining({ personalData: false }),
      ]),
    );
  });

  it("is never seen by an admin, who sees the household's counts", async () => {
    const admin = await createActor(testApp.database.db, "admin");
    const stats = await admin.caller.admin.stats();
    expect(stats.household).toEqual({ otherHolders: 1, beneficiaries: 1, redemptions: 1 });
    const users = await admin.caller.admin.users.list({});
    for (const answer of [stats, users]) {
      expect(containsCpf(answer, holderCpf)).toBe(false);
      expect(containsCpf(answer, beneficiaryCpf)).toBe(false);
    }
  });

  it("is written to no log line, refusals included", async () => {
    await expectTRPCError(member.browser.trpc.household.beneficiaries.create.mutate({ name: "Bia 2", cpf: CPFS.bia }), {
      code: "CONFLICT",
    });
    const everything = logLines.join("");
    expect(everything.length).toBeGreaterThan(0);
    expect(everything).not.toContain(holderCpf);
    expect(everything).not.toContain(beneficiaryCpf);
    expect(everything).not.toContain(CPFS.bia);
  });
});
