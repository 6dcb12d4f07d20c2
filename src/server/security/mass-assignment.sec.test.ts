import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonSchemaOf, sampleOf } from "../testing/input-samples";
import { allProcedures, callRaw } from "../testing/procedures";
import { selectRows } from "../testing/raw-rows";
import { httpCaller, type HttpCaller } from "../testing/roles";
import { createTestApp, type TestApp } from "../testing/test-app";
import { ACTOR_PASSWORD, createActor, malformed, type TestActor } from "../testing/wallet-actors";

/**
 * Keys the schema does not name are dropped, never assigned (mass assignment), and `__proto__`
 * or `constructor.prototype` in a body never reach Object.prototype (prototype pollution).
 */
let testApp: TestApp;
let admin: HttpCaller;
let ana: TestActor;
let bruno: TestActor;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  [admin, ana, bruno] = await Promise.all([httpCaller(db, "admin"), createActor(db), createActor(db)]);
});

afterAll(async () => {
  await testApp?.close();
});

const POLLUTERS = { constructor: { prototype: { polluted: "sim" } }, prototype: { polluted: "sim" } };

async function rowOf(table: string, where: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await selectRows(testApp.database.db, `select * from ${table} where ${where}`);
  return row;
}

describe("__proto__ and constructor in any input", () => {
  it("are refused or ignored by every procedure, and Object.prototype stays clean", async () => {
    const problems: string[] = [];
    for (const [path, procedure] of allProcedures().filter(([, p]) => p._def.inputs.length > 0)) {
      const sample = sampleOf(jsonSchemaOf(procedure._def.inputs[0]));
      // An object literal's __proto__ sets the prototype instead of a key: written into the JSON by hand, as an attacker would.
      const rawInput = JSON.stringify({ ...(typeof sample === "object" ? sample : {}), ...POLLUTERS }).replace(
        /^\{/,
        '{"__proto__":{"polluted":"sim"},',
      );
      const response = await callRaw(testApp.app, path, procedure, { rawInput, headers: admin.headers });
      if (response.statusCode >= 500) problems.push(`${path} → ${response.statusCode}`);
    }
    expect(problems).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("polluted");
  });
});

describe("keys the schema does not name", () => {
  it("cannot give a new program to someone else, choose its id or set what the server computes", async () => {
    const chosenId = randomUUID();
    const created = await bruno.caller.wallet.programs.create(
      malformed({
        name: "Smiles",
        balance: 100,
        id: chosenId,
        userId: ana.id,
        user_id: ana.id,
        createdAt: "2000-01-01",
      }),
    );
    expect(created.id).not.toBe(chosenId);
    const row = await rowOf("loyalty_programs", `id = '${created.id}'`);
    expect(row).toMatchObject({ user_id: bruno.id });
    // The year, not the text: "…14:27:20.200035" holds "2000" in its microseconds.
    expect(new Date(String(row?.created_at)).getUTCFullYear()).toBeGreaterThan(2000);

    const accumulation = await bruno.caller.wallet.accumulations.create(
      malformed({
        programId: created.id,
        milesAcquired: 10_000,
        amountPaidCents: 17_000,
        calculationDate: "2025-01-10",
        costPerThousandCents: 1,
        userId: ana.id,
      }),
    );
    // The ledger stores what was paid; the cost per thousand is derived from it, never typed.
    const entry = await rowOf("wallet_entries", `id = '${accumulation.id}'`);
    expect(entry).toMatchObject({ user_id: bruno.id });
    // bigint columns: PostgreSQL's driver answers text, PGlite a number.
    expect([Number(entry?.amount_paid_cents), Number(entry?.cost_cents)]).toEqual([17_000, 17_000]);
    expect(accumulation.costPerThousandCents).toBe(1_700);
  });

  it("cannot change one's e-mail, role or someone else's name through 'Minha conta'", async () => {
    for (const actor of [ana, bruno]) {
      await testApp.database.db.execute(
        sql.raw(
          `insert into profiles (id, email, full_name) values ('${actor.id}', '${actor.email}', 'Nome original')`,
        ),
      );
    }
    await bruno.caller.account.updateName(
      malformed({ name: "Bruno", email: "roubado@exemplo.com", isAdmin: true, id: ana.id, userId: ana.id }),
    );
    expect(await rowOf("profiles", `id = '${bruno.id}'`)).toMatchObject({ full_name: "Bruno", email: bruno.email });
    expect(await rowOf("users", `id = '${bruno.id}'`)).toMatchObject({ email: bruno.email });
    expect(await rowOf("user_roles", `user_id = '${bruno.id}'`)).toBeUndefined();
    expect(await rowOf("profiles", `id = '${ana.id}'`)).toMatchObject({ full_name: "Nome original", email: ana.email });
  });

  it("cannot mint an API token for someone else or with a hash of one's choosing", async () => {
    const token = await bruno.caller.account.createApiToken(
      malformed({
        name: "script",
        scope: "leitura",
        currentPassword: ACTOR_PASSWORD,
        userId: ana.id,
        secretHash: "0".repeat(64),
        readOnly: false,
      }),
    );
    const row = await rowOf("api_tokens", `id = '${token.id}'`);
    expect(row).toMatchObject({ user_id: bruno.id, read_only: true });
    expect(JSON.stringify(row)).not.toContain("0".repeat(64));
  });
});
