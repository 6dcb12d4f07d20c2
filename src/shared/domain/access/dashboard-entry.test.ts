import { describe, expect, it } from "vitest";
import { dashboardEntry } from "./dashboard-entry";

describe("dashboardEntry", () => {
  it("sends visitors to login", () => {
    expect(dashboardEntry(null)).toBe("login");
    expect(dashboardEntry(undefined)).toBe("login");
  });

  it("restricts members without access", () => {
    expect(dashboardEntry({ isAdmin: false, hasDashboardAccess: false })).toBe("restricted");
  });

  it("opens the dashboard for members with access", () => {
    expect(dashboardEntry({ isAdmin: false, hasDashboardAccess: true })).toBe("dashboard");
  });

  it("opens the dashboard for admins even without a grant", () => {
    expect(dashboardEntry({ isAdmin: true, hasDashboardAccess: false })).toBe("dashboard");
  });
});
