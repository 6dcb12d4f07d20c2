import { describe, expect, it } from "vitest";
import { isRequestOriginAllowed, type OriginCheckInput } from "./origin";

const APP_URL = "https://milheiro.com.br";
const allowed = (input: Partial<OriginCheckInput>) =>
  isRequestOriginAllowed({ method: "POST", origin: undefined, hasBearerToken: false, ...input }, APP_URL);

describe("isRequestOriginAllowed", () => {
  it("always lets safe methods through, whatever the origin", () => {
    for (const method of ["GET", "get", "HEAD", "OPTIONS"]) {
      expect(allowed({ method, origin: "https://evil.example" })).toBe(true);
      expect(allowed({ method })).toBe(true);
    }
  });

  it("accepts a state-changing request from our own origin", () => {
    expect(allowed({ origin: "https://milheiro.com.br" })).toBe(true);
    expect(allowed({ method: "DELETE", origin: "https://milheiro.com.br" })).toBe(true);
  });

  it("refuses cross-site requests, including other schemes, ports and subdomains", () => {
    for (const origin of [
      "https://evil.example",
      "http://milheiro.com.br",
      "https://milheiro.com.br:8443",
      "https://app.milheiro.com.br",
      "null",
    ]) {
      expect(allowed({ origin })).toBe(false);
      // A bearer token does not excuse a foreign Origin: the browser sent it, so a page is involved.
      expect(allowed({ origin, hasBearerToken: true })).toBe(false);
    }
  });

  it("refuses a missing Origin unless the request carries a bearer token", () => {
    expect(allowed({})).toBe(false);
    expect(allowed({ hasBearerToken: true })).toBe(true);
  });

  it("refuses a malformed Origin instead of throwing", () => {
    expect(allowed({ origin: "not a url" })).toBe(false);
    expect(allowed({ origin: "" })).toBe(false);
  });

  it("treats localhost, 127.0.0.1 and [::1] on the same port as one local server", () => {
    const local = (origin: string) =>
      isRequestOriginAllowed({ method: "POST", origin, hasBearerToken: false }, "http://localhost:3000");
    expect(local("http://127.0.0.1:3000")).toBe(true);
    expect(local("http://[::1]:3000")).toBe(true);
    expect(local("http://127.0.0.1:4000")).toBe(false);
    expect(local("https://127.0.0.1:3000")).toBe(false);
    expect(allowed({ origin: "https://localhost" })).toBe(false);
  });
});
