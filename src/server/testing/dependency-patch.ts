import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * A patch of `patches/` (patch-package's, applied by `postinstall`) read against the installed
 * package, for the test each patch has (docs/performance.md, "Patched dependencies"). A patch
 * test asks three things: is the patch made for the installed version, is it applied, and does
 * upstream still ship the code it replaces. The third fails when a release has fixed the cause:
 * the patch is then no longer needed.
 */
export interface DependencyPatch {
  /** The patch file, from the repository's root: `patches/<name>+<version>.patch`. */
  file: string;
  packageName: string;
  /** The version in the patch's name: the one it was made against. */
  patchedVersion: string;
  installedVersion: string;
  /** Per file the patch touches: whether the installed file has every hunk's result. */
  files: { path: string; applied: boolean }[];
  /**
   * The scripts in `folders` of the installed package (its root by default; not their
   * subfolders) whose upstream text, the installed text with this patch's hunks undone where it
   * is applied, contains `code`: where upstream still ships it.
   */
  upstreamFilesContaining(code: string, folders?: string[]): string[];
}

interface Hunk {
  /** The hunk's context and removed lines: upstream's text. */
  before: string;
  /** Its context and added lines: the patched text. */
  after: string;
}

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const PATCHES_DIR = path.join(ROOT, "patches");

/** patch-package names a patch `<scope>+<name>+<version>.patch`. */
export function patchedPackages(): { file: string; packageName: string; version: string }[] {
  return readdirSync(PATCHES_DIR)
    .filter((file) => file.endsWith(".patch"))
    .map((file) => {
      const parts = file.slice(0, -".patch".length).split("+");
      const version = parts.pop() ?? "";
      return { file: `patches/${file}`, packageName: parts.join("/"), version };
    });
}

/** The hunks of a unified diff, per file path (relative to the repository's root). */
function hunksByFile(diff: string): Map<string, Hunk[]> {
  const files = new Map<string, Hunk[]>();
  let hunks: Hunk[] = [];
  let before: string[] = [];
  let after: string[] = [];
  const flush = () => {
    if (before.length > 0 || after.length > 0) hunks.push({ before: before.join("\n"), after: after.join("\n") });
    before = [];
    after = [];
  };
  for (const line of diff.split("\n")) {
    const header = /^diff --git a\/(\S+) b\//.exec(line);
    if (header?.[1]) {
      flush();
      hunks = [];
      files.set(header[1], hunks);
    } else if (line.startsWith("@@")) flush();
    else if (line.startsWith("---") || line.startsWith("+++") || line.startsWith("index ")) continue;
    else if (line.startsWith("+")) after.push(line.slice(1));
    else if (line.startsWith("-")) before.push(line.slice(1));
    else if (line.startsWith(" ")) {
      before.push(line.slice(1));
      after.push(line.slice(1));
    }
  }
  flush();
  return files;
}

function readIfPresent(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

function scriptsIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(c|m)?js$/.test(entry.name))
    .map((entry) => path.join(dir, entry.name));
}

export function dependencyPatch(packageName: string): DependencyPatch {
  const found = patchedPackages().find((patch) => patch.packageName === packageName);
  if (!found) throw new Error(`no patch for ${packageName} in patches/`);
  const packageDir = path.join(ROOT, "node_modules", packageName);
  const { version: installedVersion } = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8")) as {
    version: string;
  };
  const byFile = hunksByFile(readFileSync(path.join(ROOT, found.file), "utf8"));
  const isApplied = (text: string | null, hunks: Hunk[]) =>
    text !== null && hunks.every(({ after }) => text.includes(after));
  const files = [...byFile].map(([file, hunks]) => ({
    path: file,
    applied: isApplied(readIfPresent(path.join(ROOT, file)), hunks),
  }));
  return {
    file: found.file,
    packageName,
    patchedVersion: found.version,
    installedVersion,
    files,
    upstreamFilesContaining(code, folders = [""]) {
      return folders
        .flatMap((folder) => scriptsIn(path.join(packageDir, folder)))
        .filter((absolute) => {
          const hunks = byFile.get(path.relative(ROOT, absolute)) ?? [];
          let text = readFileSync(absolute, "utf8");
          if (isApplied(text, hunks)) for (const { before, after } of hunks) text = text.replace(after, () => before);
          return text.includes(code);
        })
        .map((absolute) => path.relative(packageDir, absolute));
    },
  };
}
