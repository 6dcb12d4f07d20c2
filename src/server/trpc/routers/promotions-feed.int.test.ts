import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInSaoPaulo } from "@/shared/domain/plain-date";
import { createSession } from "../../auth/sessions";
import { userProductAccess } from "../../db/schema";
import { insertPromotion, uniqueProgram } from "../../testing/promotions";
import { createTestApp, TEST_APP_URL, type TestApp } from "../../testing/test-app";
import {
  anonymousCaller,
  createActor,
  expectTRPCError,
  type ActorKind,
  type Caller,
} from "../../testing/wallet-actors";

let testApp: TestApp;
let subscriber: Caller;
/** A promotion every viewer would see if the lock failed. */
let secret: { id: string; title: string };
const SECRET_LINK = "https://exemplo.com/oferta-secreta-para-assinantes";

beforeAll(async () => {
  testApp = await createTestApp();
  subscriber = (await createActor(testApp.database.db, "subscriber")).caller;
  secret = await insertPromotion(testApp.database.db, { link: SECRET_LINK, destinations: ["Lisboa"] });
});

afterAll(async () => {
  await testApp?.close();
});

const db = () => testApp.database.db;
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

describe("who sees the promotions feed (product §6)", () => {
  const locked: (ActorKind | "visitor")[] = ["visitor", "member", "expired-subscriber", "revoked-subscriber"];

  it.each(locked)("a %s gets { access: false } and not one promotion field", async (kind) => {
    const caller = kind === "visitor" ? anonymousCaller(db()) : (await createActor(db(), kind)).caller;
    expect(await caller.promotions.feed({})).toEqual({ access: false });
    expect(await caller.promotions.feed({ category: "compra-milhas", onlyActive: true, limit: 50 })).toEqual({
      access: false,
    });
    expect(await caller.promotions.programs()).toEqual({ access: false });
  });

  it.each(["subscriber", "admin"] as const)("a %s sees the promotions", async (kind) => {
    const { caller } = await createActor(db(), kind);
    const feed = await caller.promotions.feed({});
    expect(feed.access).toBe(true);
    expect(feed.access && feed.items.map((item) => item.id)).toContain(secret.id);
    expect(await caller.promotions.programs()).toMatchObject({ access: true });
  });

  it("never puts a promotion on the wire for a visitor or an expired subscriber", async () => {
    const expired = await createActor(db(), "expired-subscriber");
    const { token } = await createSession(db(), expired.id);
    for (const authorization of [undefined, `Bearer ${token}`]) {
      for (const url of ["/trpc/promotions.feed?input=%7B%7D", "/trpc/promotions.programs"]) {
        const response = await testApp.app.inject({
          method: "GET",
          url,
          headers: authorization ? { authorization } : {},
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ result: { data: { access: false } } });
        expect(response.body).not.toContain(secret.title);
        expect(response.body).not.toContain(SECRET_LINK);
      }
    }
  });

  it("reads the grant fresh: access ends the moment the grant expires", async () => {
    const actor = await createActor(db(), "subscriber");
    expect((await actor.caller.promotions.feed({})).access).toBe(true);
    await db()
      .update(userProductAccess)
      .set({ expiresAt: daysAgo(1) })
      .where(eq(userProductAccess.userId, actor.id));
    expect(await actor.caller.promotions.feed({})).toEqual({ access: false });
  });
});

describe("the feed's content", () => {
  it("sends the card's fields with the state, and nothing admin-only", async () => {
    const program = uniqueProgram("Campos");
    const today = todayInSaoPaulo();
    await insertPromotion(db(), {
      program,
      title: "Transferência com 80%",
      category: "transferencia",
      validUntil: today,
      minTransfer: 10_000,
      maxBonus: 200_000,
      destinations: ["Lisboa", "Paris", "Roma", "Madri"],
      routes: ["GRU-LIS", "GIG-CDG", "BSB-FCO"],
      imageUrl: "/files/promocoes-images/promocoes/1700000000000-abcdefghijklmnop.png",
      featured: true,
    });
    const feed = await subscriber.promotions.feed({ program });
    if (!feed.access) throw new Error("subscriber without access");
    expect(feed.items).toHaveLength(1);
    const [item] = feed.items;
    expect(Object.keys(item ?? {}).sort()).toEqual(
      [
        "category",
        "createdAt",
        "description",
        "destinations",
        "discount",
        "fromProgram",
        "id",
        "imageUrl",
        "link",
        "maxBonus",
        "minPurchase",
        "minTransfer",
        "program",
        "routes",
        "state",
        "title",
        "validUntil",
      ].sort(),
    );
    // The last day counts as active (see src/shared/domain/promotions/promotions.ts).
    expect(item).toMatchObject({
      category: "transferencia",
      validUntil: today,
      state: "active",
      minPurchase: null,
      minTransfer: 10_000,
      maxBonus: 200_000,
      destinations: ["Lisboa", "Paris", "Roma", "Madri"],
      routes: ["GRU-LIS", "GIG-CDG", "BSB-FCO"],
    });
  });

  it("lists newest first and marks yesterday's promotion as expired", async () => {
    const program = uniqueProgram("Ordem");
    const today = todayInSaoPaulo();
    const old = await insertPromotion(db(), { program, createdAt: daysAgo(3), validUntil: addDays(today, -1) });
    const newest = await insertPromotion(db(), { program, createdAt: daysAgo(1) });
    const middle = await insertPromotion(db(), { program, createdAt: daysAgo(2) });
    const feed = await subscriber.promotions.feed({ program });
    if (!feed.access) throw new Error("subscriber without access");
    expect(feed.items.map((item) => item.id)).toEqual([newest.id, middle.id, old.id]);
    expect(feed.items.map((item) => item.state)).toEqual(["active", "active", "expired"]);
    expect(feed.nextCursor).toBeNull();
  });

  it("puts every active promotion before the expired ones, each group newest first, across pages", async () => {
    const program = uniqueProgram("Ativas");
    const yesterday = addDays(todayInSaoPaulo(), -1);
    const expiredNewest = await insertPromotion(db(), { program, createdAt: daysAgo(1), validUntil: yesterday });
    const activeOld = await insertPromotion(db(), { program, createdAt: daysAgo(4) });
    const expiredOld = await insertPromotion(db(), { program, createdAt: daysAgo(5), validUntil: yesterday });
    const activeNew = await insertPromotion(db(), { program, createdAt: daysAgo(2) });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const feed = await subscriber.promotions.feed({ program, limit: 1, cursor });
      if (!feed.access) throw new Error("subscriber without access");
      seen.push(...feed.items.map((item) => item.id));
      cursor = feed.nextCursor;
    } while (cursor !== null);
    expect(seen).toEqual([activeNew.id, activeOld.id, expiredNewest.id, expiredOld.id]);
  });

  it("pages through the whole feed without overlaps or gaps, even with equal timestamps", async () => {
    const program = uniqueProgram("Páginas");
    const sameInstant = daysAgo(5);
    const ids = new Set<string>();
    for (let index = 0; index < 5; index += 1) {
      ids.add((await insertPromotion(db(), { program, createdAt: index < 3 ? sameInstant : daysAgo(index) })).id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 10; page += 1) {
      const feed = await subscriber.promotions.feed({ program, limit: 2, cursor });
      if (!feed.access) throw new Error("subscriber without access");
      expect(feed.items.length).toBeLessThanOrEqual(2);
      seen.push(...feed.items.map((item) => item.id));
      cursor = feed.nextCursor;
      if (cursor === null) break;
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen)).toEqual(ids);
  });

  it("filters by category, program and only active, together", async () => {
    const program = uniqueProgram("Filtro");
    const other = uniqueProgram("Outro");
    const today = todayInSaoPaulo();
    const flights = await insertPromotion(db(), { program, category: "passagens", validUntil: today });
    const expiredFlights = await insertPromotion(db(), {
      program,
      category: "passagens",
      validUntil: addDays(today, -1),
    });
    const upgrade = await insertPromotion(db(), { program, category: "upgrade" });
    await insertPromotion(db(), { program: other, category: "passagens" });

    const ids = async (input: Parameters<Caller["promotions"]["feed"]>[0]) => {
      const feed = await subscriber.promotions.feed(input);
      if (!feed.access) throw new Error("subscriber without access");
      return feed.items.map((item) => item.id).sort();
    };
    expect(await ids({ program })).toEqual([flights.id, expiredFlights.id, upgrade.id].sort());
    expect(await ids({ program, category: "passagens" })).toEqual([flights.id, expiredFlights.id].sort());
    expect(await ids({ program, category: "passagens", onlyActive: true })).toEqual([flights.id]);
    expect(await ids({ program, onlyActive: true })).toEqual([flights.id, upgrade.id].sort());
    expect(await ids({ program, category: "resgate" })).toEqual([]);
    const allActive = await ids({ onlyActive: true });
    expect(allActive).not.toContain(expiredFlights.id);
    expect(allActive).toContain(flights.id);
  });

  it("lists each program once for the filter", async () => {
    const first = uniqueProgram("AAA");
    await insertPromotion(db(), { program: first });
    await insertPromotion(db(), { program: first });
    const programs = await subscriber.promotions.programs();
    if (!programs.access) throw new Error("subscriber without access");
    expect(programs.programs.filter((name) => name === first)).toHaveLength(1);
    expect(new Set(programs.programs).size).toBe(programs.programs.length);
  });

  it("refuses malformed filters with a pt-BR message", async () => {
    await expectTRPCError(subscriber.promotions.feed({ program: "  " }), {
      code: "BAD_REQUEST",
      message: "Programa inválido.",
    });
    await expectTRPCError(subscriber.promotions.feed({ cursor: "abc" }), {
      code: "BAD_REQUEST",
      message: "Promoção inválida.",
    });
  });

  it("answers over HTTP with the same typed page the browser reads", async () => {
    const { id } = await createActor(db(), "subscriber");
    const { token } = await createSession(db(), id);
    const input = encodeURIComponent(JSON.stringify({ limit: 1 }));
    const response = await testApp.app.inject({
      method: "GET",
      url: `/trpc/promotions.feed?input=${input}`,
      headers: { origin: TEST_APP_URL, authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json().result;
    expect(data.access).toBe(true);
    expect(data.items).toHaveLength(1);
    expect(typeof data.nextCursor).toBe("string");
  });
});
