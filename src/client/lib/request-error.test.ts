import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { DEFAULT_ERROR_MESSAGE, describeRequestError, isPlanRefusal } from "./request-error";

function serverError(message: string) {
  return TRPCClientError.from({
    error: { message, code: -32001, data: { code: "UNAUTHORIZED", httpStatus: 401 } },
  });
}

describe("describeRequestError", () => {
  it("passes the server's pt-BR message through", () => {
    expect(describeRequestError(serverError("Email ou senha incorretos"))).toEqual({
      kind: "server",
      message: "Email ou senha incorretos",
    });
  });

  it("uses the default text when the server sends an empty message", () => {
    expect(describeRequestError(serverError(""))).toEqual({ kind: "server", message: DEFAULT_ERROR_MESSAGE });
  });

  it("hides transport details when the server never answered", () => {
    expect(describeRequestError(TRPCClientError.from(new TypeError("Failed to fetch")))).toEqual({
      kind: "network",
      message: DEFAULT_ERROR_MESSAGE,
    });
  });

  it("marks anything else as unexpected", () => {
    expect(describeRequestError(new Error("boom"))).toEqual({ kind: "unexpected" });
    expect(describeRequestError("boom")).toEqual({ kind: "unexpected" });
  });
});

describe("isPlanRefusal", () => {
  it("is a FORBIDDEN answer of the server, nothing else", () => {
    const forbidden = TRPCClientError.from({
      error: { message: "PRO", code: -32003, data: { code: "FORBIDDEN", httpStatus: 403 } },
    });
    expect(isPlanRefusal(forbidden)).toBe(true);
    expect(isPlanRefusal(serverError("Sessão expirada"))).toBe(false);
    expect(isPlanRefusal(new Error("FORBIDDEN"))).toBe(false);
  });
});
