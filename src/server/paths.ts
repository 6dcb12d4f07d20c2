import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Finds `relative` in the nearest ancestor of this module that has it, so the same code works
 * from src/ (tsx, vitest) and from the bundle in dist/server/.
 */
export function findProjectPath(relative: string): string | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, relative);
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}
