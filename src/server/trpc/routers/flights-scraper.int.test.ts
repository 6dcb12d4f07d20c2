import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRECRAWL_FAILURES, HANG, startFakeFirecrawl, type FakeFirecrawl } from "../../testing/fake-firecrawl";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { createTestClient, expectTRPCError, type TestClient } from "../../testing/trpc-client";

/**
 * The scraping tab's procedures through the real app and the real Firecrawl SDK, pointed at a
 * local server that answers like Firecrawl. Every app log line is kept, to prove no key leaks.
 */
let fake: FakeFirecrawl;
let testApp: TestApp;
const logLines: string[] = [];
let nextIp = 1;

const SCRAPER_TIMEOUT_MS = 300;

beforeAll(async () => {
  fake = await startFakeFirecrawl();
  testApp = await createTestApp({
    env: { FIRECRAWL_API_URL: fake.url, FIRECRAWL_TIMEOUT_MS: String(SCRAPER_TIMEOUT_MS), LOG_LEVEL: "trace" },
    logStream: { write: (line) => logLines.push(line) },
  });
});

afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});

/** A fresh key per test: a leak is then traced to the exact call that made it. */
function newKey(): string {
  return `fc-${randomBytes(16).toString("hex")}`;
}

/** A visitor from their own address, so per-IP limits never leak between tests. */
function visitor(): TestClient {
  nextIp += 1;
  return createTestClient(testApp.app, { ip: `198.51.100.${nextIp}` });
}

const route = { origin: "VCP", destination: "SDU", departureDate: "2026-08-20" };

function expectKeyNowhere(key: string, client: TestClient): void {
  expect(logLines.length).toBeGreaterThan(0);
  for (const line of logLines) expect(line).not.toContain(key);
  for (const response of client.responses) expect(response.body).not.toContain(key);
}

describe("flights.scraper.status", () => {
  it("says the scraper is live when FIRECRAWL_API_URL is set", async () => {
    expect(await visitor().trpc.flights.scraper.status.query()).toEqual({ mode: "live" });
  });
});

describe("testing a key", () => {
  it("sends the key to Firecrawl as a Bearer token and reports the credits left", async () => {
    const key = newKey();
    const client = visitor();
    fake.answerWith(null);
    const before = fake.requests.length;
    expect(await client.trpc.flights.scraper.testConnection.mutate({ apiKey: ` ${key} ` })).toEqual({
      mode: "live",
      remainingCredits: 500,
    });
    const [request] = fake.requests.slice(before);
    expect(request).toMatchObject({ method: "GET", path: "/v2/team/credit-usage", authorization: `Bearer ${key}` });
    expectKeyNowhere(key, client);
  });

  it.each([
    [401, "BAD_REQUEST", "A Firecrawl recusou esta API key. Confira a chave e tente novamente."],
    [402, "PAYMENT_REQUIRED", "A conta da Firecrawl desta API key está sem créditos."],
    [429, "TOO_MANY_REQUESTS", "A Firecrawl limitou as requisições desta API key. Aguarde um pouco e tente novamente."],
    [500, "BAD_GATEWAY", "O serviço de scraping está indisponível no momento. Tente novamente mais tarde."],
    [408, "GATEWAY_TIMEOUT", "A Firecrawl não respondeu dentro do tempo limite. Tente novamente."],
  ] as const)(
    "turns a Firecrawl %i into %s with a pt-BR message, logging the status but not the key",
    async (status, code, message) => {
      const key = newKey();
      const client = visitor();
      fake.answerWith(() => FIRECRAWL_FAILURES[status]);
      await expectTRPCError(client.trpc.flights.scraper.testConnection.mutate({ apiKey: key }), { code, message });
      const warning = logLines.findLast((line) => line.includes("Firecrawl não atendeu a chamada"));
      expect(warning && JSON.parse(warning)).toMatchObject({ firecrawl: { action: "testar conexão", status } });
      expectKeyNowhere(key, client);
    },
  );

  it("gives up after the timeout when Firecrawl never answers", async () => {
    const key = newKey();
    const client = visitor();
    fake.answerWith(() => HANG);
    await expectTRPCError(client.trpc.flights.scraper.testConnection.mutate({ apiKey: key }), {
      code: "GATEWAY_TIMEOUT",
      message: "A Firecrawl não respondeu dentro do tempo limite. Tente novamente.",
    });
    expectKeyNowhere(key, client);
  });

  it("refuses a missing or malformed key before calling Firecrawl", async () => {
    const before = fake.requests.length;
    const client = visitor();
    await expectTRPCError(client.trpc.flights.scraper.testConnection.mutate({ apiKey: "   " }), {
      code: "BAD_REQUEST",
      message: "API key não configurada",
    });
    await expectTRPCError(client.trpc.flights.scraper.testConnection.mutate({ apiKey: "fc-abc def" }), {
      code: "BAD_REQUEST",
      message: "API key inválida: use apenas letras, números e símbolos, sem espaços.",
    });
    expect(fake.requests.length).toBe(before);
    // A Zod refusal must not echo the input back either.
    for (const response of client.responses) expect(response.body).not.toContain("fc-abc def");
  });
});

describe("scraping the airlines", () => {
  it("asks Firecrawl for each airline's search page in markdown with a 30 s-style timeout, and parses the flights", async () => {
    const key = newKey();
    const client = visitor();
    fake.answerWith(null);
    const before = fake.requests.length;
    const { mode, results } = await client.trpc.flights.scraper.scrapeAirlines.mutate({ apiKey: key, ...route });

    expect(mode).toBe("live");
    expect(results.map((result) => [result.airline, result.status])).toEqual([
      ["azul", "ok"],
      ["gol", "ok"],
      ["latam", "ok"],
    ]);
    const [azul] = results;
    if (azul?.status !== "ok") throw new Error("expected Azul's flights");
    expect(azul.flights[0]).toEqual({
      airline: "Azul",
      departureTime: "06:10",
      arrivalTime: "07:05",
      priceCents: 38_990,
      duration: "55m",
      stops: "Direto",
    });

    const requests = fake.requests.slice(before);
    expect(requests).toHaveLength(3);
    for (const request of requests) {
      expect(request).toMatchObject({ method: "POST", path: "/v2/scrape", authorization: `Bearer ${key}` });
      expect(request.body).toMatchObject({ formats: ["markdown"], timeout: SCRAPER_TIMEOUT_MS, maxAge: 0 });
    }
    const hosts = requests.map((request) => new URL((request.body as { url: string }).url).hostname).sort();
    expect(hosts).toEqual(["b2c.voegol.com.br", "www.latamairlines.com", "www.voeazul.com.br"]);
    expect(results.map((result) => result.url)).toEqual([
      expect.stringContaining("c%5B0%5D.ds=VCP"),
      expect.stringContaining("de=VCP&para=SDU&ida=20-08-2026"),
      expect.stringContaining("origin=VCP&destination=SDU"),
    ]);
    expectKeyNowhere(key, client);
  });

  it("keeps the other airlines when one fails, and empty fields for a page without flights", async () => {
    const client = visitor();
    fake.answerWith((request) => {
      const url = (request.body as { url?: string } | null)?.url ?? "";
      if (url.includes("voegol")) return FIRECRAWL_FAILURES[500];
      if (url.includes("latamairlines")) {
        return {
          status: 200,
          body: { success: true, data: { markdown: "# Access Denied", metadata: { statusCode: 403 } } },
        };
      }
      return { status: 200, body: { success: true, data: { markdown: "06:10 → 07:05 · Direto · R$ 389,90" } } };
    });
    const { results } = await client.trpc.flights.scraper.scrapeAirlines.mutate({ apiKey: newKey(), ...route });
    expect(results).toEqual([
      expect.objectContaining({
        airline: "azul",
        status: "ok",
        flights: [expect.objectContaining({ departureTime: "06:10", priceCents: 38_990 })],
      }),
      expect.objectContaining({
        airline: "gol",
        status: "failed",
        message: "O serviço de scraping está indisponível no momento. Tente novamente mais tarde.",
      }),
      expect.objectContaining({
        airline: "latam",
        status: "ok",
        flights: [
          { airline: "LATAM", departureTime: null, arrivalTime: null, priceCents: null, duration: null, stops: null },
        ],
      }),
    ]);
  });

  it.each([
    [401, "BAD_REQUEST", /^A Firecrawl recusou esta API key/],
    [402, "PAYMENT_REQUIRED", /sem créditos/],
    [429, "TOO_MANY_REQUESTS", /^A Firecrawl limitou/],
    [500, "BAD_GATEWAY", /^O serviço de scraping está indisponível/],
  ] as const)("fails as a whole when every airline gets a %i", async (status, code, message) => {
    const key = newKey();
    const client = visitor();
    fake.answerWith(() => FIRECRAWL_FAILURES[status]);
    await expectTRPCError(client.trpc.flights.scraper.scrapeAirlines.mutate({ apiKey: key, ...route }), {
      code,
      message,
    });
    expectKeyNowhere(key, client);
  });

  it("reports the key problem first when the airlines failed differently", async () => {
    const client = visitor();
    let answered = 0;
    fake.answerWith(() => {
      answered += 1;
      return answered === 2 ? FIRECRAWL_FAILURES[401] : FIRECRAWL_FAILURES[500];
    });
    await expectTRPCError(client.trpc.flights.scraper.scrapeAirlines.mutate({ apiKey: newKey(), ...route }), {
      code: "BAD_REQUEST",
      message: /^A Firecrawl recusou esta API key/,
    });
  });

  it("gives up on a page that never comes, after the timeout plus the SDK's 5 s margin", async () => {
    const key = newKey();
    const client = visitor();
    fake.answerWith(() => HANG);
    const started = Date.now();
    await expectTRPCError(client.trpc.flights.scraper.scrapeAirlines.mutate({ apiKey: key, ...route }), {
      code: "GATEWAY_TIMEOUT",
      message: "A Firecrawl não respondeu dentro do tempo limite. Tente novamente.",
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(SCRAPER_TIMEOUT_MS + 5_000 - 100);
    expectKeyNowhere(key, client);
  });

  it("accepts only IATA codes and a real date", async () => {
    const client = visitor();
    const message = "Informe origem e destino pelo código IATA do aeroporto (ex.: GRU).";
    await expectTRPCError(
      client.trpc.flights.scraper.scrapeAirlines.mutate({ apiKey: newKey(), ...route, origin: "São Paulo" }),
      { code: "BAD_REQUEST", message },
    );
    await expectTRPCError(
      client.trpc.flights.scraper.scrapeAirlines.mutate({ apiKey: newKey(), ...route, departureDate: "2026-02-30" }),
      { code: "BAD_REQUEST", message: "Informe uma data de ida válida." },
    );
  });
});
