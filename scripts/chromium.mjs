// Finds the Chromium the end-to-end suite drives (browser downloads are not possible on these
// machines), installing Debian's package when it is missing and we may, so a fresh machine's
// `npm test` either works or stops at once with one line saying what to install.
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import path from "node:path";

export const DEBIAN_CHROMIUM = "/usr/bin/chromium";
const OTHER_NAMES = ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome"];

export const MISSING_LINE =
  "Chromium não encontrado: instale com `sudo apt-get install -y chromium` (Debian/Ubuntu) ou defina CHROMIUM_PATH com o caminho do navegador.";

/**
 * What to do, from what this machine has. `chromiumPath` is CHROMIUM_PATH; `isExecutable` tells
 * whether a path is a runnable file; `onPath` lists the other Chromium names found on PATH.
 */
export function planChromium({ chromiumPath, isExecutable, canInstall, onPath }) {
  if (chromiumPath) {
    return isExecutable(chromiumPath)
      ? { kind: "use", path: chromiumPath }
      : { kind: "missing", line: `CHROMIUM_PATH=${chromiumPath} não é um executável. ${MISSING_LINE}` };
  }
  if (isExecutable(DEBIAN_CHROMIUM)) return { kind: "use", path: DEBIAN_CHROMIUM };
  if (canInstall) return { kind: "install" };
  if (onPath.length > 0) return { kind: "use", path: onPath[0] };
  return { kind: "missing", line: MISSING_LINE };
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function chromiumsOnPath() {
  const dirs = (process.env.PATH ?? "").split(path.delimiter).filter(Boolean);
  return OTHER_NAMES.flatMap((name) => dirs.map((dir) => path.join(dir, name))).filter(isExecutable);
}

function installDebianChromium() {
  console.log("== instalando o chromium do Debian para os testes de ponta a ponta (apt-get)");
  const quiet = { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } };
  spawnSync("apt-get", ["update", "-qq"], quiet);
  spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], quiet);
  return isExecutable(DEBIAN_CHROMIUM);
}

/** The browser's path, or null after printing the one line that says what to install. */
export function ensureChromium() {
  const plan = planChromium({
    chromiumPath: process.env.CHROMIUM_PATH,
    isExecutable,
    canInstall: process.getuid?.() === 0 && isExecutable("/usr/bin/apt-get"),
    onPath: chromiumsOnPath(),
  });
  if (plan.kind === "use") return plan.path;
  if (plan.kind === "install" && installDebianChromium()) return DEBIAN_CHROMIUM;
  console.error(plan.kind === "missing" ? plan.line : `A instalação do chromium falhou. ${MISSING_LINE}`);
  return null;
}
