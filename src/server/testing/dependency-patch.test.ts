import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { patchedPackages } from "./dependency-patch";

const SRC = fileURLToPath(new URL("../../", import.meta.url));

/** The packages whose patch some test reads with `dependencyPatch`, by name. */
function checkedPackages(): string[] {
  const tests = readdirSync(SRC, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".test.ts"));
  return tests.flatMap((file) =>
    [...readFileSync(path.join(SRC, file), "utf8").matchAll(/dependencyPatch\("([^"]+)"\)/g)].flatMap(([, name]) =>
      name ? [name] : [],
    ),
  );
}

describe("the patches of patches/", () => {
  it("each has a test that fails when it no longer applies or is no longer needed", () => {
    const patched = patchedPackages().map(({ packageName }) => packageName);
    expect(patched.length).toBeGreaterThan(0);
    expect(new Set(checkedPackages())).toEqual(new Set(patched));
  });
});
