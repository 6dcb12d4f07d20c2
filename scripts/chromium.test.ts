import { describe, expect, it } from "vitest";
import { DEBIAN_CHROMIUM, MISSING_LINE, planChromium } from "./chromium.mjs";

const only =
  (...present: string[]) =>
  (file: string) =>
    present.includes(file);

describe("planChromium", () => {
  it("uses Debian's chromium when it is there", () => {
    expect(
      planChromium({ chromiumPath: undefined, isExecutable: only(DEBIAN_CHROMIUM), canInstall: true, onPath: [] }),
    ).toEqual({
      kind: "use",
      path: DEBIAN_CHROMIUM,
    });
  });

  it("follows CHROMIUM_PATH, and says so in one line when it points at nothing", () => {
    const custom = "/opt/chromium/chrome";
    expect(planChromium({ chromiumPath: custom, isExecutable: only(custom), canInstall: false, onPath: [] })).toEqual({
      kind: "use",
      path: custom,
    });
    const plan = planChromium({ chromiumPath: custom, isExecutable: only(), canInstall: true, onPath: [] });
    expect(plan.kind).toBe("missing");
    if (plan.kind === "missing") expect(plan.line).not.toContain("\n");
  });

  it("installs Debian's package when missing and allowed (root with apt-get)", () => {
    expect(
      planChromium({
        chromiumPath: undefined,
        isExecutable: only(),
        canInstall: true,
        onPath: ["/usr/local/bin/chromium"],
      }),
    ).toEqual({
      kind: "install",
    });
  });

  it("otherwise uses a Chromium found on PATH", () => {
    expect(
      planChromium({
        chromiumPath: undefined,
        isExecutable: only(),
        canInstall: false,
        onPath: ["/snap/bin/chromium"],
      }),
    ).toEqual({ kind: "use", path: "/snap/bin/chromium" });
  });

  it("stops with the one line saying what to install when nothing else works", () => {
    expect(planChromium({ chromiumPath: undefined, isExecutable: only(), canInstall: false, onPath: [] })).toEqual({
      kind: "missing",
      line: MISSING_LINE,
    });
  });
});
