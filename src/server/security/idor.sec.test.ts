import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingSubscriptions, notifications } from "../db/schema";
import { allProcedures } from "../testing/procedures";
import { jsonSchemaOf, leavesOf } from "../testing/input-samples";
import { selectRows } from "../testing/raw-rows";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { ACTOR_PASSWORD, createActor, type Caller, type TestActor } from "../testing/wallet-actors";

/**
 * Another member's row does not exist for the caller (house rule 3): Bruno tries every id of
 * Ana's on every procedure that takes one. Each answer must be the one a made-up id gets
 * (NOT_FOUND for changes), and none of Ana's rows may change.
 */
let database: TestDatabase;
let ana: TestActor;
let bruno: TestActor;
const anaIds: Record<string, string> = {};
/** Bruno's own program, the other end of his attempts to move miles to or from Ana's. */
let brunosProgram = "";
/** Bruno's own holder and fixed-list program, the other end of his attempts on Ana's household. */
let brunosHolder = "";
let brunosAzul = "";

// Every table holding a member's own rows, read whole: the proof that nothing of Ana's changed.
const OWNED_TABLES = [
  "loyalty_programs",
  "cost_calculations",
  "points_transactions",
  "mile_lots",
  "wallet_entries",
  "wallet_transfers",
  "api_tokens",
  "sessions",
  "notifications",
  "billing_subscriptions",
  "profiles",
  "user_product_access",
  "holders",
  "beneficiaries",
  "redemptions",
  "redemption_passengers",
  "cpf_list_entries",
  "spreadsheet_imports",
  "clubs",
  "push_subscriptions",
] as const;

async function rowsOf(userId: string): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  for (const table of OWNED_TABLES) {
    const column = table === "profiles" ? "id" : "user_id";
    snapshot[table] = await selectRows(database.db, `select * from ${table} where ${column} = '${userId}' order by 1`);
  }
  return snapshot;
}

beforeAll(async () => {
  database = await createTestDatabase();
  [ana, bruno] = await Promise.all([createActor(database.db), createActor(database.db)]);
  const program = await ana.caller.wallet.programs.create({ name: "Livelo da Ana", balance: 1_000, pendingBonus: 200 });
  anaIds.program = program.id;
  anaIds.accumulation = (
    await ana.caller.wallet.accumulations.create({
      programId: program.id,
      milesAcquired: 10_000,
      amountPaidCents: 17_000,
      calculationDate: "2025-01-10",
      expiresOn: "2030-01-10",
    })
  ).id;
  anaIds.transaction = (
    await ana.caller.wallet.transactions.create({
      programId: program.id,
      type: "bonus",
      amount: 500,
      transactionDate: "2025-02-01",
      expiresOn: "2030-02-01",
    })
  ).id;
  const smiles = await ana.caller.wallet.programs.create({ name: "Smiles da Ana", balance: 0 });
  anaIds.transfer = (
    await ana.caller.wallet.transfers.create({
      fromProgramId: program.id,
      toProgramId: smiles.id,
      transferDate: "2025-03-01",
      pointsSent: 1_000,
      bonusPercent: 80,
      bonusPending: true,
    })
  ).id;
  brunosProgram = (await bruno.caller.wallet.programs.create({ name: "Livelo do Bruno", balance: 5_000 })).id;
  brunosAzul = (await bruno.caller.wallet.programs.create({ name: "Azul Fidelidade", balance: 5_000 })).id;
  brunosHolder = (await bruno.caller.household.holders.list())[0]?.id ?? "";
  anaIds.holder = (await ana.caller.household.holders.list())[0]?.id ?? "";
  anaIds.beneficiary = (await ana.caller.household.beneficiaries.create({ name: "Bia", cpf: "111.444.777-35" })).id;
  const redemption = await ana.caller.household.redemptions.create({
    programId: program.id,
    issuedOn: "2025-04-01",
    departureOn: "2025-05-01",
    origin: "GRU",
    destination: "REC",
    miles: 100,
    beneficiaryIds: [anaIds.beneficiary],
  });
  if (redemption.status !== "saved") throw new Error("Ana's redemption was not saved");
  anaIds.redemption = redemption.redemption.id;
  const azul = await ana.caller.wallet.programs.create({ name: "Azul Fidelidade", balance: 0 });
  anaIds.cpfListEntry = (
    await ana.caller.household.cpf.addToList({
      programId: azul.id,
      beneficiaryId: anaIds.beneficiary,
      addedOn: "2025-01-01",
    })
  ).id;
  anaIds.club = (
    await ana.caller.wallet.clubs.create({
      programId: anaIds.program ?? "",
      name: "Clube da Ana",
      milesPerMonth: 1_000,
      priceCents: 4_200,
      billingDay: 10,
      startsOn: "2025-01-01",
      validityMonths: null,
    })
  ).id;
  const [lot] = await selectRows(database.db, `select id from mile_lots where user_id = '${ana.id}' limit 1`);
  anaIds.lot = String(lot?.id);
  anaIds.apiToken = (
    await ana.caller.account.createApiToken({
      name: "script da Ana",
      scope: "leitura",
      currentPassword: ACTOR_PASSWORD,
    })
  ).id;
  const sessions = await ana.caller.account.sessions();
  anaIds.session = String(sessions[0]?.id);
  const [notification] = await database.db
    .insert(notifications)
    .values({
      userId: ana.id,
      kind: "lot_expiry",
      dedupeKey: `idor-${ana.id}`,
      title: "Pontos vencendo",
      body: "10.000 pontos",
    })
    .returning({ id: notifications.id });
  anaIds.notification = String(notification?.id);
  anaIds.pushDevice = (
    await ana.caller.notifications.push.subscribe({
      endpoint: `https://push.example.test/ana/${ana.id}`,
      keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
    })
  ).id;
  anaIds.subscription = `sub_ana${ana.id.replaceAll("-", "").slice(0, 12)}`;
  await database.db.insert(billingSubscriptions).values({
    stripeSubscriptionId: anaIds.subscription,
    userId: ana.id,
    productType: "promocoes",
    plan: "monthly",
    status: "active",
  });
});

afterAll(async () => {
  await database?.destroy();
});

type Attempt = (caller: Caller, id: string) => Promise<unknown>;

/** Each procedure that takes the id of a member's own row, with the kind of row it takes. */
const ATTEMPTS: Record<string, { owned: keyof typeof anaIdsKinds; call: Attempt; changes: boolean }> = {
  "wallet.programs.update": {
    owned: "program",
    changes: true,
    call: (c, id) => c.wallet.programs.update({ id, name: "Invadido", balance: 0 }),
  },
  "wallet.programs.delete": { owned: "program", changes: true, call: (c, id) => c.wallet.programs.delete({ id }) },
  "wallet.programs.confirmBonus": {
    owned: "program",
    changes: true,
    call: (c, id) => c.wallet.programs.confirmBonus({ id }),
  },
  // One answer for a lot that is missing, someone else's or not yet due: "nothing to expire".
  "wallet.lots.expire": { owned: "lot", changes: true, call: (c, id) => c.wallet.lots.expire({ id }) },
  "wallet.accumulations.create": {
    owned: "program",
    changes: true,
    call: (c, programId) =>
      c.wallet.accumulations.create({ programId, milesAcquired: 1, calculationDate: "2025-01-01" }),
  },
  "wallet.accumulations.update": {
    owned: "accumulation",
    changes: true,
    call: (c, id) =>
      c.wallet.accumulations.update({
        id,
        programId: anaIds.program ?? "",
        milesAcquired: 1,
        calculationDate: "2025-01-01",
      }),
  },
  "wallet.accumulations.delete": {
    owned: "accumulation",
    changes: true,
    call: (c, id) => c.wallet.accumulations.delete({ id }),
  },
  "wallet.transactions.create": {
    owned: "program",
    changes: true,
    call: (c, programId) =>
      c.wallet.transactions.create({ programId, type: "usage", amount: 1, transactionDate: "2025-01-01" }),
  },
  "wallet.transactions.update": {
    owned: "transaction",
    changes: true,
    call: (c, id) =>
      c.wallet.transactions.update({
        id,
        programId: anaIds.program ?? "",
        type: "usage",
        amount: 1,
        transactionDate: "2025-01-01",
      }),
  },
  "wallet.transactions.delete": {
    owned: "transaction",
    changes: true,
    call: (c, id) => c.wallet.transactions.delete({ id }),
  },
  // Another member's program is never a source nor a destination: both are "Programa não encontrado".
  "wallet.transfers.create": {
    owned: "program",
    changes: true,
    call: (c, id) =>
      c.wallet.transfers.create({
        fromProgramId: id,
        toProgramId: brunosProgram,
        transferDate: "2025-03-02",
        pointsSent: 100,
      }),
  },
  "wallet.transfers.create, as destination": {
    owned: "program",
    changes: true,
    call: (c, id) =>
      c.wallet.transfers.create({
        fromProgramId: brunosProgram,
        toProgramId: id,
        transferDate: "2025-03-02",
        pointsSent: 100,
      }),
  },
  "wallet.transfers.remove": { owned: "transfer", changes: true, call: (c, id) => c.wallet.transfers.remove({ id }) },
  "wallet.transfers.confirmBonus": {
    owned: "transfer",
    changes: true,
    call: (c, id) => c.wallet.transfers.confirmBonus({ id }),
  },
  "account.endSession": {
    owned: "session",
    changes: true,
    call: (c, sessionId) => c.account.endSession({ sessionId }),
  },
  "account.revokeApiToken": { owned: "apiToken", changes: true, call: (c, id) => c.account.revokeApiToken({ id }) },
  "notifications.markRead": { owned: "notification", changes: true, call: (c, id) => c.notifications.markRead({ id }) },
  "notifications.push.removeDevice": {
    owned: "pushDevice",
    changes: true,
    call: (c, id) => c.notifications.push.removeDevice({ id }),
  },
  "billing.cancel": {
    owned: "subscription",
    changes: true,
    call: (c, subscriptionId) => c.billing.cancel({ subscriptionId }),
  },
  "billing.reactivate": {
    owned: "subscription",
    changes: true,
    call: (c, subscriptionId) => c.billing.reactivate({ subscriptionId }),
  },
  "billing.switchToPro": {
    owned: "subscription",
    changes: true,
    call: (c, subscriptionId) => c.billing.switchToPro({ subscriptionId }),
  },
  "reports.summary": { owned: "program", changes: false, call: (c, programa) => c.reports.summary({ programa }) },
  "reports.summary, by holder": {
    owned: "holder",
    changes: false,
    call: (c, titular) => c.reports.summary({ titular }),
  },
  "wallet.programs.list": {
    owned: "holder",
    changes: false,
    call: (c, titular) => c.wallet.programs.list({ titular }),
  },
  "wallet.dashboard.summary": {
    owned: "holder",
    changes: false,
    call: (c, titular) => c.wallet.dashboard.summary({ titular }),
  },
  "household.holders.get": { owned: "holder", changes: false, call: (c, id) => c.household.holders.get({ id }) },
  "household.holders.update": {
    owned: "holder",
    changes: true,
    call: (c, id) => c.household.holders.update({ id, name: "Invadido", cpf: "529.982.247-25" }),
  },
  "household.holders.remove": { owned: "holder", changes: true, call: (c, id) => c.household.holders.remove({ id }) },
  "household.holders.moveProgram": {
    owned: "holder",
    changes: true,
    call: (c, holderId) => c.household.holders.moveProgram({ programId: brunosProgram, holderId }),
  },
  "household.holders.moveProgram, Ana's program": {
    owned: "program",
    changes: true,
    call: (c, programId) => c.household.holders.moveProgram({ programId, holderId: brunosHolder }),
  },
  "household.beneficiaries.get": {
    owned: "beneficiary",
    changes: false,
    call: (c, id) => c.household.beneficiaries.get({ id }),
  },
  "household.beneficiaries.update": {
    owned: "beneficiary",
    changes: true,
    call: (c, id) => c.household.beneficiaries.update({ id, name: "Invadido", cpf: "529.982.247-25" }),
  },
  "household.beneficiaries.remove": {
    owned: "beneficiary",
    changes: true,
    call: (c, id) => c.household.beneficiaries.remove({ id }),
  },
  "household.redemptions.get": {
    owned: "redemption",
    changes: false,
    call: (c, id) => c.household.redemptions.get({ id }),
  },
  "household.redemptions.list": {
    owned: "holder",
    changes: false,
    call: (c, titular) => c.household.redemptions.list({ titular }),
  },
  "household.redemptions.summary": {
    owned: "holder",
    changes: false,
    call: (c, titular) => c.household.redemptions.summary({ titular }),
  },
  "household.redemptions.create": {
    owned: "program",
    changes: true,
    call: (c, programId) =>
      c.household.redemptions.create({
        programId,
        issuedOn: "2025-04-02",
        departureOn: "2025-05-01",
        origin: "GRU",
        destination: "REC",
        miles: 1,
        holderIds: [brunosHolder],
      }),
  },
  "household.redemptions.create, Ana's passenger": {
    owned: "beneficiary",
    changes: true,
    call: (c, beneficiaryId) =>
      c.household.redemptions.create({
        programId: brunosProgram,
        issuedOn: "2025-04-02",
        departureOn: "2025-05-01",
        origin: "GRU",
        destination: "REC",
        miles: 1,
        beneficiaryIds: [beneficiaryId],
      }),
  },
  "household.redemptions.update": {
    owned: "redemption",
    changes: true,
    call: (c, id) =>
      c.household.redemptions.update({
        id,
        programId: brunosProgram,
        issuedOn: "2025-04-02",
        departureOn: "2025-05-01",
        origin: "GRU",
        destination: "REC",
        miles: 1,
        holderIds: [brunosHolder],
      }),
  },
  "household.redemptions.delete": {
    owned: "redemption",
    changes: true,
    call: (c, id) => c.household.redemptions.delete({ id }),
  },
  "household.cpf.state": { owned: "holder", changes: false, call: (c, titular) => c.household.cpf.state({ titular }) },
  "household.cpf.addToList": {
    owned: "beneficiary",
    changes: true,
    call: (c, beneficiaryId) =>
      c.household.cpf.addToList({ programId: brunosAzul, beneficiaryId, addedOn: "2025-01-01" }),
  },
  "household.cpf.addToList, Ana's program": {
    owned: "program",
    changes: true,
    call: (c, programId) =>
      c.household.cpf.addToList({ programId, beneficiaryId: anaIds.beneficiary ?? "", addedOn: "2025-01-01" }),
  },
  "household.cpf.removeFromList": {
    owned: "cpfListEntry",
    changes: true,
    call: (c, id) => c.household.cpf.removeFromList({ id, removedOn: "2025-06-01" }),
  },
  "wallet.clubs.create": {
    owned: "program",
    changes: true,
    call: (c, programId) =>
      c.wallet.clubs.create({
        programId,
        name: "Clube invadido",
        milesPerMonth: 1,
        priceCents: 1,
        billingDay: 1,
        startsOn: "2025-01-01",
        validityMonths: null,
      }),
  },
  "wallet.clubs.update": {
    owned: "club",
    changes: true,
    call: (c, id) =>
      c.wallet.clubs.update({ id, name: "Invadido", priceCents: 1, validityMonths: null, transferBonusPercent: 0 }),
  },
  "wallet.clubs.pause": { owned: "club", changes: true, call: (c, id) => c.wallet.clubs.pause({ id }) },
  "wallet.clubs.resume": { owned: "club", changes: true, call: (c, id) => c.wallet.clubs.resume({ id }) },
  "wallet.clubs.end": {
    owned: "club",
    changes: true,
    call: (c, id) => c.wallet.clubs.end({ id, endsOn: "2099-01-01" }),
  },
  "reports.movements": { owned: "program", changes: false, call: (c, programa) => c.reports.movements({ programa }) },
  "reports.charts": { owned: "program", changes: false, call: (c, programa) => c.reports.charts({ programa }) },
};
const anaIdsKinds = {
  program: "uuid",
  accumulation: "uuid",
  transaction: "uuid",
  lot: "uuid",
  transfer: "uuid",
  session: "token",
  apiToken: "uuid",
  notification: "uuid",
  subscription: "stripe",
  holder: "uuid",
  beneficiary: "uuid",
  redemption: "uuid",
  cpfListEntry: "uuid",
  club: "uuid",
  pushDevice: "uuid",
} as const;

// Ids that name no member's own row: public catalogue rows, admin-only targets, or a checkout
// session (covered by checkout.int.test.ts "another member's session does not exist for the caller").
// A new program's only id is its entry in the programs' catalogue, public (docs/decisions/034).
const NOT_OWNED = /^(admin\.|courses\.|promotions\.|checkout\.|catalogue\.|wallet\.programs\.create$)/;

/** A made-up id of the same shape as the real one, to compare answers with. */
function madeUp(kind: keyof typeof anaIdsKinds): string {
  if (anaIdsKinds[kind] === "stripe") return `sub_naoexiste${randomUUID().slice(0, 8)}`;
  if (anaIdsKinds[kind] === "token") return randomUUID().replaceAll("-", "");
  return randomUUID();
}

async function outcome(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    (value) => ({ ok: value }),
    (error: unknown) => ({
      error: (error as { code?: string; message?: string }).code,
      message: (error as Error).message,
    }),
  );
}

describe("another member's ids", () => {
  it("every procedure that takes an id of a member's own row is attacked below", () => {
    const takesAnId = allProcedures()
      .filter(([path, procedure]) => !NOT_OWNED.test(path) && procedure._def.inputs.length > 0)
      .filter(([, procedure]) =>
        procedure._def.inputs.some((parser) =>
          leavesOf(jsonSchemaOf(parser)).some(
            (leaf) => leaf.schema.format === "uuid" || /id$|programa$/i.test(String(leaf.path.at(-1))),
          ),
        ),
      )
      .map(([path]) => path);
    expect(takesAnId.filter((path) => !(path in ATTEMPTS))).toEqual([]);
  });

  it("answer exactly as a made-up id does (NOT_FOUND for changes), and change nothing of Ana's", async () => {
    const before = await rowsOf(ana.id);
    const wrong: string[] = [];
    for (const [path, attempt] of Object.entries(ATTEMPTS)) {
      const real = anaIds[attempt.owned];
      if (!real) throw new Error(`no id of Ana's for ${attempt.owned}`);
      const withAnas = await outcome(attempt.call(bruno.caller, real));
      const withMadeUp = await outcome(attempt.call(bruno.caller, madeUp(attempt.owned)));
      if (JSON.stringify(withAnas) !== JSON.stringify(withMadeUp))
        wrong.push(`${path}: ${JSON.stringify(withAnas)} ≠ ${JSON.stringify(withMadeUp)}`);
      if (attempt.changes && (withAnas as { error?: string }).error !== "NOT_FOUND")
        wrong.push(`${path}: ${JSON.stringify(withAnas)}`);
    }
    expect(wrong).toEqual([]);
    expect(await rowsOf(ana.id)).toEqual(before);
  });

  it("still work for their owner (the attempts above were refused for the right reason)", async () => {
    await ana.caller.notifications.markRead({ id: anaIds.notification ?? "" });
    expect(await ana.caller.wallet.programs.confirmBonus({ id: anaIds.program ?? "" })).toBeTruthy();
    expect(await ana.caller.wallet.transfers.confirmBonus({ id: anaIds.transfer ?? "" })).toBeTruthy();
    expect(await ana.caller.account.revokeApiToken({ id: anaIds.apiToken ?? "" })).toEqual({ ok: true });
  });
});
