import path from "node:path";
import { initTRPC } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { dependencyPatch } from "../../testing/dependency-patch";

// tRPC's build turns every object spread into Babel's _objectSpread2 helper, which copies key by
// key with defineProperty: ~12 % of auth.me's CPU under load. The patch makes it Object.assign
// (docs/upstream/trpc-object-spread.md; how to carry it over: README.md beside this file).
const patch = dependencyPatch("@trpc/server");

/** The key-by-key copy of Babel's helper, in upstream's build and nowhere else in it. */
const KEY_BY_KEY_SPREAD = "ownKeys(Object(t), !0).forEach";

const extensions = (files: string[]) => files.map((file) => path.extname(file)).sort();

describe(`${patch.file}: tRPC's object spread helper as Object.assign`, () => {
  it("is made for the installed version", () => {
    expect(patch.patchedVersion, "carry the patch over to the new version (README.md, 'Upgrading tRPC')").toBe(
      patch.installedVersion,
    );
  });

  it("is applied to the installed package, ESM and CommonJS", () => {
    expect(extensions(patch.files.map((file) => file.path))).toEqual([".cjs", ".mjs"]);
    for (const file of patch.files) expect(file.applied, `${file.path} is not patched`).toBe(true);
  });

  it("is still needed: upstream's build still copies spreads key by key, in both builds", () => {
    const shipping = patch.upstreamFilesContaining(KEY_BY_KEY_SPREAD, ["dist"]);
    expect(extensions(shipping), "tRPC no longer ships Babel's helper: delete the patch and this test").toEqual([
      ".cjs",
      ".mjs",
    ]);
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
