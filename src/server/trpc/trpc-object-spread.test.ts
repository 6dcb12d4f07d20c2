import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { initTRPC } from "@trpc/server";
import { describe, expect, it } from "vitest";

// tRPC's build turns every object spread into Babel's _objectSpread2 helper, which copies key by
// key with defineProperty: ~12 % of auth.me's CPU under load. patches/@trpc+server+11.19.0.patch
// makes it Object.assign (docs/upstream/trpc-object-spread.md).
const require = createRequire(import.meta.url);
const distDir = path.dirname(require.resolve("@trpc/server"));

describe("tRPC's object spread helper (patched)", () => {
  it("is the Object.assign one in the installed package, ESM and CommonJS", () => {
    const scripts = readdirSync(distDir).filter((file) => /\.(mjs|cjs)$/.test(file));
    const helperFiles = scripts.filter((file) =>
      readFileSync(path.join(distDir, file), "utf8").includes("function _objectSpread2("),
    );
    expect(helperFiles.map((file) => path.extname(file)).sort()).toEqual([".cjs", ".mjs"]);
    for (const file of helperFiles) {
      const source = readFileSync(path.join(distDir, file), "utf8");
      expect(source, file).toContain("if (null != t) Object.assign(e, t);");
      expect(source, file).not.toContain("ownKeys(Object(t), !0).forEach");
    }
  });

  it("still merges what middlewares add into the context and passes input and meta along", async () => {
    const t = initTRPC.context<{ requestId: string; user: string | null }>().meta<{ label: string }>().create();
    const seen: unknown[] = [];
    const procedure = t.procedure
      .use(({ next }) => next({ ctx: { user: "ana" } }))
      .use(({ ctx, meta, next }) => {
        seen.push({ ...ctx }, meta);
        return next({ ctx: { role: "admin" as const } });
      })
      .meta({ label: "perfil" })
      .input((raw) => raw as { id: number })
      .query(({ ctx, input }) => ({ ...ctx, input }));
    const caller = t.createCallerFactory(t.router({ profile: procedure }))({ requestId: "r1", user: null });
    expect(await caller.profile({ id: 7 })).toEqual({ requestId: "r1", user: "ana", role: "admin", input: { id: 7 } });
    expect(seen).toEqual([{ requestId: "r1", user: "ana" }, { label: "perfil" }]);
  });
});
