import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");

/**
 * Renders a mail in a Node process of its own (this test runner may use async hooks itself) and
 * reports what it rendered and whether promise hooks were on before and after: inside a promise
 * callback, `executionAsyncId()` is 0 unless they are.
 */
const SCRIPT = `
import { executionAsyncId } from "node:async_hooks";
import { passwordResetMail } from "./src/server/mail/templates.tsx";
const probe = () => Promise.resolve().then(() => executionAsyncId());
const before = await probe();
const mail = await passwordResetMail("ana@exemplo.com", "https://milheiro.test/redefinir-senha?token=abc", 60);
const after = await probe();
console.log(JSON.stringify({ before, after, mail }));
`;

function renderInChild(): { before: number; after: number; mail: { subject: string; html: string; text: string } } {
  const result = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", SCRIPT], {
    cwd: root,
    encoding: "utf8",
  });
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout.trim().split("\n").at(-1) ?? "{}");
}

describe("mail templates", () => {
  const rendered = renderInChild();

  it("render HTML and the same words as plain text", () => {
    expect(rendered.mail.html).toMatch(/^<!DOCTYPE html PUBLIC "-\/\/W3C\/\/DTD XHTML 1.0 Transitional\/\/EN"/);
    expect(rendered.mail.html).toContain('href="https://milheiro.test/redefinir-senha?token=abc"');
    expect(rendered.mail.text).toContain("https://milheiro.test/redefinir-senha?token=abc");
    expect(rendered.mail.text).toMatch(/redefinição de senha/i);
  });

  it("leave promise hooks off: a streaming render would tax every later request (docs/decisions/035)", () => {
    expect(rendered.before).toBe(0);
    expect(rendered.after).toBe(0);
  });
});
