// Types for scripts/chromium.mjs (plain JavaScript, so `node scripts/test.mjs` runs it without a build).
export declare const DEBIAN_CHROMIUM: string;
export declare const MISSING_LINE: string;

export type ChromiumPlan = { kind: "use"; path: string } | { kind: "install" } | { kind: "missing"; line: string };

export declare function planChromium(machine: {
  chromiumPath: string | undefined;
  isExecutable: (file: string) => boolean;
  canInstall: boolean;
  onPath: string[];
}): ChromiumPlan;

export declare function ensureChromium(): string | null;
