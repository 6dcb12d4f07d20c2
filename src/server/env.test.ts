import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("has safe defaults for the embedded mode", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "production",
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      APP_URL: "http://localhost:3000",
      ADMIN_EMAILS: [],
      REQUIRE_EMAIL_CONFIRMATION: false,
      SIGNUPS_ENABLED: true,
      TRUST_PROXY: false,
      LOG_LEVEL: "info",
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("derives APP_URL from PORT unless given", () => {
    expect(parseEnv({ PORT: "8080" }).APP_URL).toBe("http://localhost:8080");
    expect(parseEnv({ PORT: "8080", APP_URL: "https://milheiro.com.br" }).APP_URL).toBe("https://milheiro.com.br");
  });

  it("treats empty optional URLs as unset", () => {
    const env = parseEnv({ DATABASE_URL: "", APP_URL: "", SMTP_URL: "" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.APP_URL).toBe("http://localhost:3000");
  });

  it("parses ADMIN_EMAILS as a trimmed, lower-cased list", () => {
    expect(parseEnv({ ADMIN_EMAILS: " Ana@Exemplo.com, ,bia@exemplo.com ,," }).ADMIN_EMAILS).toEqual([
      "ana@exemplo.com",
      "bia@exemplo.com",
    ]);
  });

  it.each([
    ["true", true],
    ["1", true],
    ["yes", true],
    ["false", false],
    ["0", false],
    ["no", false],
  ])("reads the boolean flag %s as %s", (raw, expected) => {
    const env = parseEnv({ REQUIRE_EMAIL_CONFIRMATION: raw, SIGNUPS_ENABLED: raw });
    expect(env.REQUIRE_EMAIL_CONFIRMATION).toBe(expected);
    expect(env.SIGNUPS_ENABLED).toBe(expected);
  });

  it.each([
    ["", false],
    ["false", false],
    ["0", false],
    ["1", 1],
    ["2", 2],
    ["true", 1],
    ["10.0.0.0/8, 127.0.0.1", "10.0.0.0/8,127.0.0.1"],
    ["loopback,fd00::/8", "loopback,fd00::/8"],
  ])("reads TRUST_PROXY %j as the proxies Fastify trusts (%j)", (raw, expected) => {
    expect(parseEnv({ TRUST_PROXY: raw }).TRUST_PROXY).toBe(expected);
  });

  it("refuses a TRUST_PROXY that names no hop count nor address", () => {
    expect(() => parseEnv({ TRUST_PROXY: "proxy.interno" })).toThrow(/TRUST_PROXY: name the proxies/);
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["PORT", "3.5"],
    ["DATABASE_URL", "not a url"],
    ["APP_URL", "localhost:3000"],
    ["APP_URL", "ftp://milheiro.com.br"],
    ["SIGNUPS_ENABLED", "sim"],
    ["NODE_ENV", "staging"],
    ["LOG_LEVEL", "verbose"],
    ["S3_ENDPOINT", "minio:9000"],
    ["S3_FORCE_PATH_STYLE", "sim"],
    ["S3_ACCESS_KEY_ID", "AKIA-sem-segredo"],
    ["FIRECRAWL_API_URL", "api.firecrawl.dev"],
    ["FIRECRAWL_TIMEOUT_MS", "0"],
  ])("rejects %s=%s naming the variable", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`Invalid environment:[\\s\\S]*${name}`));
  });

  it("keeps files on disk unless S3_BUCKET is set", () => {
    const env = parseEnv({});
    expect(env.S3_BUCKET).toBeUndefined();
    expect(env.S3_REGION).toBe("us-east-1");
    expect(env.S3_FORCE_PATH_STYLE).toBe(false);
  });

  it("reads the S3 settings, with path-style addressing by default for a custom endpoint", () => {
    const env = parseEnv({
      S3_BUCKET: "milheiro-arquivos",
      S3_ENDPOINT: "http://minio:9000",
      S3_ACCESS_KEY_ID: "chave",
      S3_SECRET_ACCESS_KEY: "segredo",
    });
    expect(env).toMatchObject({
      S3_BUCKET: "milheiro-arquivos",
      S3_ENDPOINT: "http://minio:9000",
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "chave",
      S3_SECRET_ACCESS_KEY: "segredo",
      S3_FORCE_PATH_STYLE: true,
    });
    expect(parseEnv({ S3_BUCKET: "b-aws", S3_REGION: "sa-east-1" }).S3_FORCE_PATH_STYLE).toBe(false);
    expect(parseEnv({ S3_ENDPOINT: "https://r2.exemplo.com", S3_FORCE_PATH_STYLE: "false" }).S3_FORCE_PATH_STYLE).toBe(
      false,
    );
    expect(parseEnv({ S3_BUCKET: "", S3_ENDPOINT: "" }).S3_BUCKET).toBeUndefined();
  });

  it("runs the flight scraper in test mode with a 30 s timeout unless told otherwise", () => {
    expect(parseEnv({}).FIRECRAWL_API_URL).toBeUndefined();
    expect(parseEnv({}).FIRECRAWL_TIMEOUT_MS).toBe(30_000);
    expect(parseEnv({ FIRECRAWL_API_URL: "" }).FIRECRAWL_API_URL).toBeUndefined();
    expect(parseEnv({ FIRECRAWL_API_URL: "https://api.firecrawl.dev", FIRECRAWL_TIMEOUT_MS: "5000" })).toMatchObject({
      FIRECRAWL_API_URL: "https://api.firecrawl.dev",
      FIRECRAWL_TIMEOUT_MS: 5_000,
    });
  });
});
