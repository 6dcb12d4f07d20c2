import { describe, expect, it } from "vitest";
import { readInitialSession } from "./initial-session";

const page = (text: string | null) => ({
  getElementById: (id: string) =>
    id === "milheiro-session" && text !== null ? ({ textContent: text } as HTMLElement) : null,
});

describe("readInitialSession", () => {
  it("reads the member the server wrote into the page, or null for a visitor", () => {
    const member = { id: "u1", email: "a@b.c", fullName: "Ana </script>", isAdmin: false, hasDashboardAccess: true };
    expect(readInitialSession(page(JSON.stringify(member).replace(/</g, "\\u003c")))).toEqual(member);
    expect(readInitialSession(page("null"))).toBeNull();
  });

  it("is undefined without a block or with one that does not parse, so the root asks the API", () => {
    expect(readInitialSession(page(null))).toBeUndefined();
    expect(readInitialSession(page("{oops"))).toBeUndefined();
  });
});
