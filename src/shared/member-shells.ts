import { dashboardEntry } from "./domain/access/dashboard-entry";
import { escapeMarkup } from "./escape-markup";

/**
 * A member's page drawn before its data: the header, the page's heading and the loading spinner,
 * drawn at build (scripts/prerender.mjs) once per kind of header a member can have, and sent by the
 * server inside #root with the member's name filled in, so the page paints before any script runs
 * (docs/decisions/023). The app then renders the page over it.
 */
const MEMBER_SHELL_PATHS = ["/dashboard", "/relatorios"] as const;
export type MemberShellPath = (typeof MEMBER_SHELL_PATHS)[number];

/** On the shell's page grid: the app renders the page over a shell instead of hydrating it (src/client/main.tsx). */
export const MEMBER_SHELL_ATTRIBUTE = "data-member-shell";

/** Drawn where the member's name goes; the server puts the name, HTML-escaped, in its place. */
export const MEMBER_NAME_PLACEHOLDER = "MILHEIRO_NOME_DO_MEMBRO";

/** What changes a member's header: the Admin link, and the lock on "Minha Gestão" for members without access. */
export interface ShellViewer {
  isAdmin: boolean;
  hasDashboardAccess: boolean;
  readOnly: boolean;
}

export interface MemberShellVariant {
  key: string;
  path: MemberShellPath;
  viewer: ShellViewer;
}

const HEADER_KINDS: readonly ShellViewer[] = [
  { isAdmin: true, hasDashboardAccess: true, readOnly: false },
  { isAdmin: false, hasDashboardAccess: true, readOnly: false },
  { isAdmin: false, hasDashboardAccess: false, readOnly: false },
];

function headerKind(viewer: ShellViewer): string {
  return viewer.isAdmin ? "admin" : dashboardEntry(viewer);
}

/**
 * The shell for this address and member, or null when the page is not drawn ahead: another
 * page, the demo's read-only session (its banner comes with the app), or /dashboard for a member
 * without access, whom the route sends to /promocoes.
 */
export function memberShellKey(pathname: string, viewer: ShellViewer): string | null {
  const path = MEMBER_SHELL_PATHS.find((candidate) => candidate === pathname);
  if (!path || viewer.readOnly) return null;
  if (path === "/dashboard" && dashboardEntry(viewer) === "restricted") return null;
  return `${path} ${headerKind(viewer)}`;
}

/** Every shell the build draws: each page with each header a member reaching it can have. */
export const MEMBER_SHELL_VARIANTS: readonly MemberShellVariant[] = MEMBER_SHELL_PATHS.flatMap((path) =>
  HEADER_KINDS.flatMap((viewer) => {
    const key = memberShellKey(path, viewer);
    return key ? [{ key, path, viewer }] : [];
  }),
);

/** The shell's markup with the member's name (drawn in text and in attributes) in place of the placeholder. */
export function withMemberName(markup: string, name: string): string {
  const escaped = escapeMarkup(name);
  return markup.replaceAll(MEMBER_NAME_PLACEHOLDER, () => escaped);
}
