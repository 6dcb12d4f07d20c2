import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushDeliveries, pushSubscriptions } from "../../db/schema";
import { testDatabaseServerUrl } from "../../env";
import { alertDeps, at, memberWithLot as lotMember } from "../../testing/alert-fixtures";
import { startTestPushService, type TestPushService } from "../../testing/push-service";
import { createMailer } from "../../integrations/mail";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createActor, expectTRPCError, type TestActor } from "../../testing/wallet-actors";
import { deliverPendingPushes } from "./push-delivery";
import { scanAlerts } from "./scan";
import { pushSenderFor, vapidKeysOf } from "./vapid-keys";

let database: TestDatabase;
let push: TestPushService;
const VAPID_SUBJECT = "mailto:alertas@milheiro.test";

beforeAll(async () => {
  database = await createTestDatabase();
  push = await startTestPushService();
});

afterAll(async () => {
  await push?.close();
  await database?.destroy();
});

/** The alert jobs' dependencies, the app's push sender trusting the local push service. */
function deps() {
  const mailer = createMailer({ MAIL_FROM: "Milheiro <alertas@milheiro.test>" }, { info() {}, warn() {}, error() {} });
  return alertDeps(database.db, mailer, pushSenderFor(database.db, { VAPID_SUBJECT }, { agent: push.agent }));
}

const memberWithLot = (expiresOn: string) => lotMember(database.db, expiresOn, { programName: "Smiles", miles: 8_000 });

async function addDevice(actor: TestActor) {
  const subscription = push.subscribe();
  const { id } = await actor.caller.notifications.push.subscribe(subscription);
  return { id, endpoint: subscription.endpoint };
}

const pushesTo = (endpoint: string) => push.received.filter((received) => received.subscription === endpoint);

describe(`web push on ${testDatabaseServerUrl() ? "PostgreSQL" : "PGlite"}`, () => {
  it("pushes an expiry alert to the device, signed and encrypted as the push service checks, once", async () => {
    const actor = await memberWithLot("2026-07-08");
    const device = await addDevice(actor);
    await scanAlerts(database.db, at("2026-07-01"));
    await deliverPendingPushes(deps(), at("2026-07-01"));
    await deliverPendingPushes(deps(), at("2026-07-01"));

    const [received, ...more] = pushesTo(device.endpoint);
    expect(more).toEqual([]);
    expect(received?.payload).toEqual({
      title: expect.stringContaining("Smiles"),
      body: "8.000 milhas do Smiles vencem em 08/07/2026.",
      url: "/dashboard",
      tag: expect.stringMatching(/^alerta-/),
    });
    expect(received?.topic).toMatch(/^[0-9a-f]{32}$/);
    expect(received?.vapidSubject).toBe(VAPID_SUBJECT);
    expect(push.refused).toEqual([]);
  });

  it("reaches each device once under a failed send's retry and two workers at once", async () => {
    const actor = await memberWithLot("2026-08-08");
    const phone = await addDevice(actor);
    const laptop = await addDevice(actor);
    push.answer(laptop.endpoint, 500);
    await scanAlerts(database.db, at("2026-08-01"));
    await deliverPendingPushes(deps(), at("2026-08-01"));
    expect(pushesTo(phone.endpoint)).toHaveLength(1);
    expect(pushesTo(laptop.endpoint)).toHaveLength(0);

    push.answer(laptop.endpoint, null);
    await Promise.all([deliverPendingPushes(deps(), at("2026-08-01")), deliverPendingPushes(deps(), at("2026-08-01"))]);
    await deliverPendingPushes(deps(), at("2026-08-01"));
    expect(pushesTo(phone.endpoint)).toHaveLength(1);
    expect(pushesTo(laptop.endpoint)).toHaveLength(1);
    const rows = await database.db
      .select({ status: pushDeliveries.status, attempts: pushDeliveries.attempts })
      .from(pushDeliveries)
      .where(eq(pushDeliveries.subscriptionId, laptop.id));
    expect(rows).toEqual([{ status: "sent", attempts: 2 }]);
  });

  it.each([404, 410])("removes a device the push service answers %i for", async (status) => {
    const actor = await memberWithLot("2026-09-08");
    const gone = await addDevice(actor);
    const kept = await addDevice(actor);
    push.answer(gone.endpoint, status);
    await scanAlerts(database.db, at("2026-09-01"));
    await deliverPendingPushes(deps(), at("2026-09-01"));

    const devices = await actor.caller.notifications.push.devices();
    expect(devices.map((device) => device.id)).toEqual([kept.id]);
    expect(pushesTo(kept.endpoint)).toHaveLength(1);
  });

  it("pushes only the kinds the member chose, and nothing to a member without a device", async () => {
    const chooser = await memberWithLot("2026-10-08");
    const device = await addDevice(chooser);
    const preferences = await chooser.caller.notifications.preferences();
    await chooser.caller.notifications.savePreferences({ ...preferences, pushKinds: ["bonus_reminder"] });
    const deviceless = await memberWithLot("2026-10-08");
    await scanAlerts(database.db, at("2026-10-01"));
    await deliverPendingPushes(deps(), at("2026-10-01"));

    expect(pushesTo(device.endpoint)).toEqual([]);
    expect((await deviceless.caller.notifications.list()).items).toHaveLength(1);
    expect((await chooser.caller.notifications.preferences()).pushKinds).toEqual(["bonus_reminder"]);
  });

  it("lists and removes only the member's own devices; another member's answers NOT_FOUND", async () => {
    const ana = await createActor(database.db);
    const bruno = await createActor(database.db);
    const device = await addDevice(ana);
    expect(await bruno.caller.notifications.push.devices()).toEqual([]);
    await expectTRPCError(bruno.caller.notifications.push.removeDevice({ id: device.id }), { code: "NOT_FOUND" });
    await ana.caller.notifications.push.removeDevice({ id: device.id });
    expect(await ana.caller.notifications.push.devices()).toEqual([]);
    expect(await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, device.id))).toEqual([]);
  });

  it("adds devices only for Minha Gestão, and refuses an address that is not https", async () => {
    const member = await createActor(database.db, "member");
    await expectTRPCError(member.caller.notifications.push.subscribe(push.subscribe()), { code: "FORBIDDEN" });
    const subscriber = await createActor(database.db);
    const subscription = { ...push.subscribe(), endpoint: "http://127.0.0.1:1/push/x" };
    await expectTRPCError(subscriber.caller.notifications.push.subscribe(subscription), { code: "BAD_REQUEST" });
  });

  it("keeps the VAPID keys it made in the database, and signs with the settings' when set", async () => {
    const made = await vapidKeysOf(database.db, {});
    expect(await vapidKeysOf(database.db, {})).toEqual(made);
    const actor = await createActor(database.db);
    expect(await actor.caller.notifications.push.publicKey()).toEqual({ publicKey: made.publicKey });
    const settings = { VAPID_PUBLIC_KEY: "B".repeat(87), VAPID_PRIVATE_KEY: "p".repeat(43) };
    expect(await vapidKeysOf(database.db, settings)).toEqual({ publicKey: "B".repeat(87), privateKey: "p".repeat(43) });
  });
});
