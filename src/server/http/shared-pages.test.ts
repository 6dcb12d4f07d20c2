import { describe, expect, it } from "vitest";
import { createSharedPages } from "./shared-pages";

const page = (nonce: string) => ({
  status: 200,
  headers: [["content-type", "text/html; charset=UTF-8"]] as [string, string][],
  html: `<script nonce="${nonce}">$_TSR</script><script nonce="${nonce}">x</script>`,
});

describe("the visitor's shared pages", () => {
  it("gives back a kept page with the asking response's nonce in every place the first one had", () => {
    const pages = createSharedPages();
    pages.keep("/sobre", page("primeiro"), "primeiro");
    expect(pages.get("/sobre", "segundo")).toEqual(page("segundo"));
    expect(pages.get("/sobre", "terceiro")?.html).not.toContain("primeiro");
  });

  it("keeps each address apart, the search included, and nothing it was not given", () => {
    const pages = createSharedPages();
    pages.keep("/login", page("a"), "a");
    expect(pages.get("/login?modo=cadastro", "b")).toBeUndefined();
    expect(pages.get("/login", "b")).toBeDefined();
  });

  it("keeps at most 64 addresses, the oldest going first", () => {
    const pages = createSharedPages();
    for (let index = 0; index <= 64; index += 1) pages.keep(`/login?voltar=/${index}`, page("n"), "n");
    expect(pages.get("/login?voltar=/0", "n")).toBeUndefined();
    expect(pages.get("/login?voltar=/1", "n")).toBeDefined();
    expect(pages.get("/login?voltar=/64", "n")).toBeDefined();
  });
});
