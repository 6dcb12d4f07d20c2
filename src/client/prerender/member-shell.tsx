import type { ReactNode } from "react";
import { AppFrame } from "@/client/components/app-frame";
import { Header } from "@/client/components/header";
import { PageLoading } from "@/client/components/page-loading";
import { REPORTS_GRID, ReportsHeading } from "@/client/routes/-components/reports/reports-page";
import { DASHBOARD_GRID, DashboardHeading } from "@/client/routes/_authed/-components/dashboard/dashboard-page";
import { MEMBER_SHELL_ATTRIBUTE, type MemberShellPath } from "@/shared/member-shells";

const PAGE_TOPS: Record<MemberShellPath, { grid: string; heading: ReactNode }> = {
  "/dashboard": { grid: DASHBOARD_GRID, heading: <DashboardHeading /> },
  "/relatorios": { grid: REPORTS_GRID, heading: <ReportsHeading /> },
};

/**
 * What a member sees of the page before its script and data arrive (docs/decisions/023): the
 * app's header, the page's own heading where the page draws it, and the spinner the route shows
 * while it loads. Drawn at build, inside the app's router, with a placeholder for the name.
 */
export function MemberShell({ path }: { path: MemberShellPath }) {
  const { grid, heading } = PAGE_TOPS[path];
  return (
    <AppFrame header={<Header />}>
      <div className={grid} {...{ [MEMBER_SHELL_ATTRIBUTE]: "" }}>
        {heading}
        <PageLoading />
      </div>
    </AppFrame>
  );
}
