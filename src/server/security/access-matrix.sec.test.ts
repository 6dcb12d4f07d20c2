import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allProcedures, callRaw, errorCodeOf } from "../testing/procedures";
import { httpCaller, ROLES, type HttpCaller, type Role } from "../testing/roles";
import { createTestApp, type TestApp } from "../testing/test-app";

/**
 * The allow-list of the whole API: each procedure and the weakest role that may call it.
 * 'subscriber' is a member with the paid 'promocoes' grant (Minha Gestão). A procedure added to
 * the router without a row here fails the first test: someone must decide who may call it.
 */
const MINIMUM_ROLE: Record<string, Role> = {
  "auth.me": "visitor",
  "auth.signup": "visitor",
  "auth.login": "visitor",
  "auth.requestPasswordReset": "visitor",
  "auth.resetLinkStatus": "visitor",
  "auth.resetPassword": "visitor",
  "auth.logout": "visitor",
  "courses.list": "visitor",
  "courses.detail": "visitor",
  "courses.lesson": "visitor",
  "courses.certificate": "visitor",
  "demo.available": "visitor",
  "demo.start": "visitor",
  "flights.scraper.status": "visitor",
  "flights.scraper.testConnection": "visitor",
  "flights.scraper.scrapeAirlines": "visitor",
  "homepage.get": "visitor",
  // Anyone may ask; only subscribers get promotions (checked below).
  "promotions.feed": "visitor",
  "promotions.programs": "visitor",

  "account.updateName": "member",
  "account.requestEmailChange": "member",
  "account.changePassword": "member",
  "account.sessions": "member",
  "account.endSession": "member",
  "account.endOtherSessions": "member",
  "account.apiTokens": "member",
  "account.createApiToken": "member",
  "account.revokeApiToken": "member",
  "account.deleteAccount": "member",
  "billing.overview": "member",
  "billing.cancel": "member",
  "billing.reactivate": "member",
  "billing.portal": "member",
  "billing.switchToPro": "member",
  "checkout.create": "member",
  "checkout.verify": "member",
  "courses.progress.track": "member",
  "courses.progress.complete": "member",
  "notifications.list": "member",
  "notifications.markRead": "member",
  "notifications.markAllRead": "member",
  "notifications.preferences": "member",
  "notifications.savePreferences": "member",
  "notifications.push.devices": "member",
  "notifications.push.removeDevice": "member",
  "reports.programs": "member",
  "reports.summary": "member",
  "reports.movements": "member",
  "reports.charts": "member",

  "flights.milesCost": "subscriber",
  "notifications.push.publicKey": "subscriber",
  "notifications.push.subscribe": "subscriber",
  // The household (docs/decisions/039) comes with Minha Gestão.
  "household.holders.list": "subscriber",
  "household.holders.get": "subscriber",
  "household.holders.update": "subscriber",
  "household.holders.remove": "subscriber",
  "household.holders.moveProgram": "subscriber",
  "household.beneficiaries.list": "subscriber",
  "household.beneficiaries.get": "subscriber",
  "household.beneficiaries.create": "subscriber",
  "household.beneficiaries.update": "subscriber",
  "household.beneficiaries.remove": "subscriber",
  "household.redemptions.list": "subscriber",
  "household.redemptions.get": "subscriber",
  "household.redemptions.summary": "subscriber",
  "household.redemptions.create": "subscriber",
  "household.redemptions.update": "subscriber",
  "household.redemptions.delete": "subscriber",
  "household.cpf.state": "subscriber",
  "household.cpf.addToList": "subscriber",
  "household.cpf.removeFromList": "subscriber",
  "wallet.programs.list": "subscriber",
  "wallet.programs.create": "subscriber",
  "wallet.programs.update": "subscriber",
  "wallet.programs.delete": "subscriber",
  "wallet.programs.confirmBonus": "subscriber",
  "wallet.lots.expire": "subscriber",
  "wallet.accumulations.list": "subscriber",
  "wallet.accumulations.create": "subscriber",
  "wallet.accumulations.update": "subscriber",
  "wallet.accumulations.delete": "subscriber",
  "wallet.transactions.list": "subscriber",
  "wallet.transactions.create": "subscriber",
  "wallet.transactions.update": "subscriber",
  "wallet.transactions.delete": "subscriber",
  "wallet.transfers.list": "subscriber",
  "wallet.transfers.create": "subscriber",
  "wallet.transfers.remove": "subscriber",
  "wallet.transfers.confirmBonus": "subscriber",
  "wallet.clubs.list": "subscriber",
  "wallet.clubs.create": "subscriber",
  "wallet.clubs.update": "subscriber",
  "wallet.clubs.pause": "subscriber",
  "wallet.clubs.resume": "subscriber",
  "wallet.clubs.end": "subscriber",
  "wallet.dashboard.summary": "subscriber",

  "admin.stats": "admin",
  "admin.users.list": "admin",
  "admin.users.search": "admin",
  "admin.access.list": "admin",
  "admin.access.forUser": "admin",
  "admin.access.courseOptions": "admin",
  "admin.access.grant": "admin",
  "admin.access.revoke": "admin",
  "admin.access.grantAll": "admin",
  "admin.access.revokeAll": "admin",
  "admin.audit.forUser": "admin",
  "admin.settings.status": "admin",
  "admin.settings.jobs": "admin",
  "admin.settings.mailOutbox": "admin",
  "admin.settings.runAlertsNow": "admin",
  "billing.admin.list": "admin",
  "courses.admin.list": "admin",
  "courses.admin.get": "admin",
  "courses.admin.create": "admin",
  "courses.admin.update": "admin",
  "courses.admin.students": "admin",
  "courses.admin.modules.create": "admin",
  "courses.admin.modules.update": "admin",
  "courses.admin.modules.delete": "admin",
  "courses.admin.modules.reorder": "admin",
  "courses.admin.lessons.create": "admin",
  "courses.admin.lessons.update": "admin",
  "courses.admin.lessons.delete": "admin",
  "courses.admin.lessons.reorder": "admin",
  "courses.admin.materials.create": "admin",
  "courses.admin.materials.update": "admin",
  "courses.admin.materials.delete": "admin",
  "homepage.update": "admin",
  // Other holders are PRO (no role of its own here; household-holders.int.test.ts holds PRO to it): admins have it.
  "household.holders.create": "admin",
  // 'Avise-me' is PRO too (promotion-alerts.int.test.ts holds PRO and the trial to it); listing and
  // removing are every member's, so an ended plan can still clear its alerts.
  "promotions.alerts.create": "admin",
  "promotions.alerts.list": "member",
  "promotions.alerts.remove": "member",
  "catalogue.list": "visitor",
  "catalogue.create": "admin",
  "catalogue.update": "admin",
  "catalogue.history": "admin",
  "catalogue.cpfLimits": "visitor",
  "catalogue.saveCpfLimit": "admin",
  "catalogue.clubPlans": "visitor",
  "catalogue.createClubPlan": "admin",
  "catalogue.updateClubPlan": "admin",
  "promotions.admin.list": "admin",
  "promotions.admin.create": "admin",
  "promotions.admin.update": "admin",
  "promotions.admin.setFeatured": "admin",
};

// Ends the caller's own session: called last, so the other calls still carry it.
const ENDS_SESSION = "auth.logout";

let testApp: TestApp;
let callers: HttpCaller[];

beforeAll(async () => {
  testApp = await createTestApp();
  callers = await Promise.all(ROLES.map((role) => httpCaller(testApp.database.db, role)));
});

afterAll(async () => {
  await testApp?.close();
});

/** The auth gates answer 401 (no session) or 403 (wrong role); anything else means the call got past them. */
const isGateRefusal = (status: number) => status === 401 || status === 403;

describe("who may call each procedure", () => {
  it("the allow-list names every procedure of the router, and nothing else", () => {
    const paths = allProcedures().map(([path]) => path);
    expect(paths.filter((path) => !(path in MINIMUM_ROLE))).toEqual([]);
    expect(Object.keys(MINIMUM_ROLE).filter((path) => !paths.includes(path))).toEqual([]);
  });

  it("every procedure refuses each role below its minimum and lets each role from it up through", async () => {
    const procedures = allProcedures().sort(([a], [b]) => Number(a === ENDS_SESSION) - Number(b === ENDS_SESSION));
    const wrong: string[] = [];
    // The four roles side by side (each in order, so its logout comes last), to keep the suite fast.
    await Promise.all(
      callers.map(async (caller) => {
        for (const [path, procedure] of procedures) {
          const response = await callRaw(testApp.app, path, procedure, { headers: caller.headers });
          const allowed = ROLES.indexOf(caller.role) >= ROLES.indexOf(MINIMUM_ROLE[path] ?? "admin");
          if (allowed === isGateRefusal(response.statusCode) || response.statusCode >= 500) {
            wrong.push(`${path} as ${caller.role} → ${response.statusCode} ${errorCodeOf(response)}`);
          }
        }
      }),
    );
    expect(wrong.sort()).toEqual([]);
  });

  it("the promotions feed answers everyone, with promotions only for subscribers and admins", async () => {
    // The test above ended every caller's session (auth.logout, last): fresh ones.
    callers = await Promise.all(ROLES.map((role) => httpCaller(testApp.database.db, role)));
    const [procedure] = allProcedures()
      .filter(([path]) => path === "promotions.feed")
      .map(([, p]) => p);
    if (!procedure) throw new Error("promotions.feed is gone");
    const access: Record<string, boolean> = {};
    for (const caller of callers) {
      const response = await callRaw(testApp.app, "promotions.feed", procedure, { headers: caller.headers });
      access[caller.role] = (response.json() as { result: { data: { access: boolean } } }).result.data.access;
    }
    expect(access).toEqual({ visitor: false, member: false, subscriber: true, admin: true });
  });
});
