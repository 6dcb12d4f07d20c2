import { describe, expect, it } from "vitest";
import { createSharedPages } from "./shared-pages";

const page = (nonce: string) => `<script nonce="${nonce}">$_TSR</script><script nonce="${nonce}">x</script>`;

describe("the visitor's shared pages", () => {
  it("gives back a kept page with the asking response's nonce in every place the first one had", () => {
    const pages = createSharedPages();
    pages.keep("/sobre", "dados", page("primeiro"), "primeiro");
    expect(pages.get("/sobre", "dados", "segundo")).toEqual(page("segundo"));
    expect(pages.get("/sobre", "dados", "terceiro")).not.toContain("primeiro");
  });

  it("gives nothing back once the loaders answer something else, and keeps the newer render", () => {
    const pages = createSharedPages();
    pages.keep("/", "título antigo", page("a"), "a");
    expect(pages.get("/", "título novo", "b")).toBeUndefined();
    pages.keep("/", "título novo", page("b"), "b");
    expect(pages.get("/", "título novo", "c")).toEqual(page("c"));
    expect(pages.get("/", "título antigo", "c")).toBeUndefined();
  });

  it("keeps each address apart, the search included, and nothing it was not given", () => {
    const pages = createSharedPages();
    pages.keep("/login", "d", page("a"), "a");
    expect(pages.get("/login?modo=cadastro", "d", "b")).toBeUndefined();
    expect(pages.get("/login", "d", "b")).toBeDefined();
  });

  it("gives a copy back for 15 s, half the browser's freshness, then asks for a new render", () => {
    let clock = 0;
    const pages = createSharedPages(() => clock);
    pages.keep("/", "d", page("a"), "a");
    clock = 14_999;
    expect(pages.get("/", "d", "b")).toBeDefined();
    clock = 15_000;
    expect(pages.get("/", "d", "b")).toBeUndefined();
    pages.keep("/", "d", page("b"), "b");
    expect(pages.get("/", "d", "c")).toEqual(page("c"));
  });

  it("keeps at most 64 addresses, the oldest going first", () => {
    const pages = createSharedPages();
    for (let index = 0; index <= 64; index += 1) pages.keep(`/login?voltar=/${index}`, "d", page("n"), "n");
    expect(pages.get("/login?voltar=/0", "d", "n")).toBeUndefined();
    expect(pages.get("/login?voltar=/1", "d", "n")).toBeDefined();
    expect(pages.get("/login?voltar=/64", "d", "n")).toBeDefined();
  });
});
