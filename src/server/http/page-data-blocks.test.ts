import { describe, expect, it } from "vitest";
import { withDrawnAnswers, withSessionData } from "./page-data-blocks";

const PAGE = '<!doctype html><html><head><title>Milheiro</title></head><body><div id="root"></div></body></html>';

describe("the session data block", () => {
  it("puts the session before </head> as JSON the browser never runs", () => {
    const html = withSessionData(PAGE, { id: "u1", fullName: "Ana" });
    expect(html).toBe(
      '<!doctype html><html><head><title>Milheiro</title><script type="application/json" id="milheiro-session">{"id":"u1","fullName":"Ana"}</script></head><body><div id="root"></div></body></html>',
    );
  });

  it("writes null for a visitor", () => {
    expect(withSessionData(PAGE, null)).toContain('id="milheiro-session">null</script>');
  });

  it("cannot be closed or commented out by a value, and still parses back to the same value", () => {
    const session = { fullName: "</script><script>alert(1)</script><!-- \u2028 & 'x'" };
    const html = withSessionData(PAGE, session);
    const json = /id="milheiro-session">(.*)<\/script>/s.exec(html)?.[1] ?? "";
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain("<!--");
    expect(json).not.toContain("\u2028");
    expect(JSON.parse(json)).toEqual(session);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it("carries a drawn page's query answers (docs/decisions/024) in their own block, as safely", () => {
    const answers = JSON.stringify({ queries: [{ state: { data: { heroTitle: "</script><!--" } } }] });
    const html = withDrawnAnswers(withSessionData(PAGE, null), answers);
    const json = /id="milheiro-answers">(.*?)<\/script>/s.exec(html)?.[1] ?? "";
    expect(JSON.parse(json)).toEqual(JSON.parse(answers));
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain("<!--");
  });

  it("refuses a page without a head to put it in", () => {
    expect(() => withSessionData("<div></div>", null)).toThrow();
  });
});
