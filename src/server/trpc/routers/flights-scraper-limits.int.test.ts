import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitBuckets } from "../../db/schema";
import { FIXTURE_REMAINING_CREDITS } from "../../integrations/firecrawl-fixture-server";
import { signUp } from "../../testing/accounts";
import { startFakeFirecrawl, type FakeFirecrawl } from "../../testing/fake-firecrawl";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { createTestClient, expectTRPCError } from "../../testing/trpc-client";
import { rateLimitKey, SCRAPER_RATE_LIMITS } from "../../services/flights/flight-scraper";

let fake: FakeFirecrawl;
let testApp: TestApp;

beforeAll(async () => {
  fake = await startFakeFirecrawl();
  testApp = await createTestApp({ env: { FIRECRAWL_API_URL: fake.url } });
});

afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});

const apiKey = "fc-limits-test";
const LIMITED = { code: "TOO_MANY_REQUESTS", httpStatus: 429 } as const;

async function restartWindow(key: string) {
  await testApp.database.db
    .update(rateLimitBuckets)
    .set({ windowStartedAt: sql`now() - interval '11 minutes'` })
    .where(eq(rateLimitBuckets.key, key));
}

describe("the scraper's rate limit", () => {
  it("lets a visitor's address make 6 calls per 10 minutes, then refuses without calling Firecrawl", async () => {
    const ip = "203.0.113.10";
    const browser = createTestClient(testApp.app, { ip });
    const { limit } = SCRAPER_RATE_LIMITS.visitor;
    for (let i = 0; i < limit; i += 1) await browser.trpc.flights.scraper.testConnection.mutate({ apiKey });

    const before = fake.requests.length;
    await expectTRPCError(browser.trpc.flights.scraper.testConnection.mutate({ apiKey }), {
      ...LIMITED,
      message: "Muitas consultas ao serviço de scraping em pouco tempo. Tente novamente em 10 minutos.",
    });
    await expectTRPCError(
      browser.trpc.flights.scraper.scrapeAirlines.mutate({
        apiKey,
        origin: "GRU",
        destination: "SDU",
        departureDate: "2026-08-20",
      }),
      LIMITED,
    );
    expect(fake.requests.length).toBe(before);

    // Another address is a different visitor.
    await createTestClient(testApp.app, { ip: "203.0.113.11" }).trpc.flights.scraper.testConnection.mutate({ apiKey });

    await restartWindow(rateLimitKey({ userId: null, ip }));
    expect(await browser.trpc.flights.scraper.testConnection.mutate({ apiKey })).toMatchObject({ mode: "live" });
  });

  it("counts a member by account, whatever address they call from, with a larger budget", async () => {
    const member = createTestClient(testApp.app, { ip: "203.0.113.20" });
    await signUp(member);
    const { limit } = SCRAPER_RATE_LIMITS.member;
    expect(limit).toBeGreaterThan(SCRAPER_RATE_LIMITS.visitor.limit);
    for (let i = 0; i < limit; i += 1) await member.trpc.flights.scraper.testConnection.mutate({ apiKey });

    const sameAccountElsewhere = createTestClient(testApp.app, {
      ip: "203.0.113.21",
      sessionToken: member.sessionToken(),
    });
    await expectTRPCError(sameAccountElsewhere.trpc.flights.scraper.testConnection.mutate({ apiKey }), LIMITED);
    // Their address was never charged: a visitor on it still has the whole visitor budget.
    await createTestClient(testApp.app, { ip: "203.0.113.20" }).trpc.flights.scraper.testConnection.mutate({ apiKey });
  });
});

describe("test mode (FIRECRAWL_API_URL unset)", () => {
  it("serves the recorded airline pages through the real SDK and says so", async () => {
    const offline = await createTestApp();
    try {
      const browser = createTestClient(offline.app, { ip: "203.0.113.30" });
      expect(await browser.trpc.flights.scraper.status.query()).toEqual({ mode: "test" });
      expect(await browser.trpc.flights.scraper.testConnection.mutate({ apiKey: "qualquer-chave" })).toEqual({
        mode: "test",
        remainingCredits: FIXTURE_REMAINING_CREDITS,
      });
      const { mode, results } = await browser.trpc.flights.scraper.scrapeAirlines.mutate({
        apiKey: "qualquer-chave",
        origin: "GRU",
        destination: "SDU",
        departureDate: "2026-08-20",
      });
      expect(mode).toBe("test");
      expect(results.map((result) => (result.status === "ok" ? result.flights.length : 0))).toEqual([4, 4, 3]);
    } finally {
      // Closing the app also stops the fixture server (the test would hang otherwise).
      await offline.close();
    }
  });
});
