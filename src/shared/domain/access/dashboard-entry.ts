/**
 * Where a click on "Minha Gestão" leads (docs/product.md §2). The server decides `hasDashboardAccess`; this
 * only turns the session into a destination, so the header and any other entry point agree.
 */
export interface DashboardViewer {
  isAdmin: boolean;
  hasDashboardAccess: boolean;
}

export type DashboardEntry = "login" | "restricted" | "dashboard";

export function dashboardEntry(viewer: DashboardViewer | null | undefined): DashboardEntry {
  if (!viewer) return "login";
  return viewer.isAdmin || viewer.hasDashboardAccess ? "dashboard" : "restricted";
}
