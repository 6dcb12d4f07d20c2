import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { connectionTestFailure, scrapeFailure } from "./scraper-feedback";

function serverError(code: string, message: string) {
  return TRPCClientError.from({ error: { message, code: -32000, data: { code, httpStatus: 400 } } });
}

describe("connectionTestFailure", () => {
  it.each(["BAD_REQUEST", "PAYMENT_REQUIRED"])("reads a %s as the API refusing the connection", (code) => {
    expect(connectionTestFailure(serverError(code, "A Firecrawl recusou esta API key."))).toEqual({
      summary: "Falha na conexão com a API",
      detail: "A Firecrawl recusou esta API key.",
    });
  });

  it.each(["GATEWAY_TIMEOUT", "BAD_GATEWAY", "TOO_MANY_REQUESTS"])(
    "reads a %s as a test that could not finish",
    (code) => {
      expect(connectionTestFailure(serverError(code, "Indisponível."))).toEqual({
        summary: "Falha ao testar conexão com a API",
        detail: "Indisponível.",
      });
    },
  );

  it("has no detail when the server never answered", () => {
    expect(connectionTestFailure(TRPCClientError.from(new TypeError("Failed to fetch")))).toEqual({
      summary: "Falha ao testar conexão com a API",
      detail: null,
    });
  });
});

describe("scrapeFailure", () => {
  it("always leads with the spec's text and keeps the server's reason", () => {
    expect(scrapeFailure(serverError("BAD_GATEWAY", "O serviço está indisponível."))).toEqual({
      summary: "Falha ao extrair dados das companhias",
      detail: "O serviço está indisponível.",
    });
    expect(scrapeFailure(new Error("boom"))).toEqual({
      summary: "Falha ao extrair dados das companhias",
      detail: null,
    });
  });
});
