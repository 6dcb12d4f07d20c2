import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInSaoPaulo } from "@/shared/domain/plain-date";
import type { PromotionInput } from "@/shared/schemas/promotions";
import { PROMOTION_ALERT_LIMIT } from "@/shared/domain/promotions/promotion-alerts";
import { notifications, userProductAccess } from "../../db/schema";
import { testDatabaseServerUrl } from "../../env";
import { alertDeps, mailsTo, smtpMailer } from "../../testing/alert-fixtures";
import { startTestPushService, type TestPushService } from "../../testing/push-service";
import { startTestSmtpServer, type TestSmtpServer } from "../../testing/smtp-server";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createActor, expectTRPCError, malformed, type TestActor } from "../../testing/wallet-actors";
import { deliverPendingEmails } from "../alerts/delivery";
import { insertNewNotifications } from "../alerts/new-notifications";
import { deliverPendingPushes } from "../alerts/push-delivery";
import { pushSenderFor } from "../alerts/vapid-keys";
import { notifyPromotionMatches } from "./promotion-matches";

let database: TestDatabase;
let push: TestPushService;
let smtp: TestSmtpServer;
let admin: TestActor;

beforeAll(async () => {
  database = await createTestDatabase();
  push = await startTestPushService();
  smtp = await startTestSmtpServer();
  admin = await createActor(database.db, "admin");
});

afterAll(async () => {
  await push?.close();
  await smtp?.close();
  await database?.destroy();
});

const deps = () =>
  alertDeps(
    database.db,
    smtpMailer(smtp.url),
    pushSenderFor(database.db, { VAPID_SUBJECT: "mailto:alertas@milheiro.test" }, { agent: push.agent }),
  );

const liveloToSmiles: PromotionInput = {
  title: "Transfira Livelo para Smiles com 100% de bônus",
  category: "transferencia",
  program: "Smiles",
  fromProgram: "Livelo",
  discount: "80% de bônus (100% para o Clube)",
  validUntil: addDays(todayInSaoPaulo(), 10),
  link: "https://www.smiles.com.br/",
  description: "Bônus escalonado pelo clube.",
};

const wanted = { category: "transferencia", program: "Smiles", fromProgram: "Livelo", minPercent: 80 } as const;

async function publish(input: Partial<PromotionInput> = {}) {
  const promotion = await admin.caller.promotions.admin.create({ ...liveloToSmiles, ...input });
  return { promotion, told: await notifyPromotionMatches(database.db, promotion.id, new Date()) };
}

const promotionAlertsOf = async (actor: TestActor) =>
  (await actor.caller.notifications.list()).items.filter((item) => item.kind === "promotion_match");

async function addDevice(actor: TestActor) {
  const subscription = push.subscribe();
  await actor.caller.notifications.push.subscribe(subscription);
  return subscription.endpoint;
}

const pushesTo = (endpoint: string) => push.received.filter((received) => received.subscription === endpoint);

describe(`promotion alerts ('Avise-me') on ${testDatabaseServerUrl() ? "PostgreSQL" : "PGlite"}`, () => {
  it("a PRO member saves, lists and removes alerts; the same filter twice and bad input are refused in words", async () => {
    const pro = await createActor(database.db, "pro");
    const saved = await pro.caller.promotions.alerts.create({ ...wanted, originAirport: null });
    expect(saved.description).toBe("Transferência Livelo → Smiles com bônus ou desconto de 80 % ou mais");
    await expectTRPCError(pro.caller.promotions.alerts.create(wanted), {
      code: "CONFLICT",
      message: "Você já tem um alerta igual a este.",
    });
    await expectTRPCError(pro.caller.promotions.alerts.create({ originAirport: "GR1" }), {
      code: "BAD_REQUEST",
      message: "Informe o aeroporto pelo código de 3 letras (ex.: GRU).",
    });
    await expectTRPCError(pro.caller.promotions.alerts.create({ minPercent: 0 }), { code: "BAD_REQUEST" });
    await expectTRPCError(pro.caller.promotions.alerts.create(malformed({ category: "cashback" })), {
      code: "BAD_REQUEST",
      message: "Categoria inválida.",
    });
    const airport = await pro.caller.promotions.alerts.create({ category: "passagens", originAirport: " gru " });
    expect(airport.originAirport).toBe("GRU");
    expect((await pro.caller.promotions.alerts.list()).alerts.map((alert) => alert.id)).toEqual([saved.id, airport.id]);

    const other = await createActor(database.db, "pro");
    expect(await other.caller.promotions.alerts.list()).toEqual({ canCreate: true, alerts: [] });
    await expectTRPCError(other.caller.promotions.alerts.remove({ id: saved.id }), { code: "NOT_FOUND" });
    await pro.caller.promotions.alerts.remove({ id: saved.id });
    expect((await pro.caller.promotions.alerts.list()).alerts.map((alert) => alert.id)).toEqual([airport.id]);
  });

  it("is PRO's (the trial included): the Promoções plan and a member without a plan are refused", async () => {
    for (const kind of ["subscriber", "member"] as const) {
      const actor = await createActor(database.db, kind);
      await expectTRPCError(actor.caller.promotions.alerts.create(wanted), {
        code: "FORBIDDEN",
        message: "Os alertas de promoção (Avise-me) fazem parte do plano PRO.",
      });
      expect(await actor.caller.promotions.alerts.list()).toEqual({ canCreate: false, alerts: [] });
    }
  });

  it(`keeps at most ${PROMOTION_ALERT_LIMIT} alerts a member, even asked at once`, async () => {
    const pro = await createActor(database.db, "pro");
    const attempts = await Promise.allSettled(
      Array.from({ length: PROMOTION_ALERT_LIMIT + 3 }, (_, index) =>
        pro.caller.promotions.alerts.create({ minPercent: index + 1 }),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === "fulfilled")).toHaveLength(PROMOTION_ALERT_LIMIT);
    await expectTRPCError(pro.caller.promotions.alerts.create({ minPercent: 99 }), {
      code: "BAD_REQUEST",
      message: `Você já tem ${PROMOTION_ALERT_LIMIT} alertas de promoção. Remova um para criar outro.`,
    });
  });

  it("tells each matching member once per promotion, however many alerts match and however often it is edited", async () => {
    const pro = await createActor(database.db, "pro");
    await pro.caller.promotions.alerts.create(wanted);
    await pro.caller.promotions.alerts.create({ program: "smiles" });
    const elsewhere = await createActor(database.db, "pro");
    await elsewhere.caller.promotions.alerts.create({ ...wanted, fromProgram: "Esfera" });
    const tooLow = await createActor(database.db, "pro");
    await tooLow.caller.promotions.alerts.create({ ...wanted, minPercent: 120 });

    const { promotion } = await publish();
    await admin.caller.promotions.admin.update({ ...liveloToSmiles, id: promotion.id, discount: "90% de bônus" });
    await Promise.all([
      notifyPromotionMatches(database.db, promotion.id, new Date()),
      notifyPromotionMatches(database.db, promotion.id, new Date()),
    ]);

    const told = await promotionAlertsOf(pro);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: liveloToSmiles.title,
      body: expect.stringContaining("Livelo → Smiles: 80% de bônus (100% para o Clube), válida até"),
    });
    expect(await promotionAlertsOf(elsewhere)).toEqual([]);
    expect(await promotionAlertsOf(tooLow)).toEqual([]);
  });

  it("an edit into a match tells the member then; an expired promotion and a plan that ended tell no one", async () => {
    const pro = await createActor(database.db, "pro");
    await pro.caller.promotions.alerts.create({ category: "passagens", originAirport: "CNF" });
    const lapsed = await createActor(database.db, "pro");
    await lapsed.caller.promotions.alerts.create({ category: "passagens", originAirport: "CNF" });
    await database.db
      .update(userProductAccess)
      .set({ accessGranted: false })
      .where(eq(userProductAccess.userId, lapsed.id));

    const fromCnf = {
      category: "passagens",
      program: "Azul Fidelidade",
      fromProgram: null,
      discount: "30 mil milhas",
    } as const;
    const { promotion, told } = await publish({ ...fromCnf, routes: ["BSB-LIS"] });
    expect(told).toBe(0);
    await admin.caller.promotions.admin.update({
      ...liveloToSmiles,
      ...fromCnf,
      id: promotion.id,
      routes: ["BSB-LIS", "CNF-LIS"],
    });
    expect(await notifyPromotionMatches(database.db, promotion.id, new Date())).toBe(1);
    expect(await promotionAlertsOf(pro)).toHaveLength(1);
    expect(await promotionAlertsOf(lapsed)).toEqual([]);

    const expired = await publish({ ...fromCnf, routes: ["CNF-MIA"], validUntil: addDays(todayInSaoPaulo(), -1) });
    expect(expired.told).toBe(0);
    expect(await promotionAlertsOf(pro)).toHaveLength(1);
  });

  it("goes by e-mail unless turned off, and by push to each device once, only for members who chose promotions by push", async () => {
    const pro = await createActor(database.db, "pro");
    await pro.caller.promotions.alerts.create({ program: "LATAM Pass" });
    const phone = await addDevice(pro);
    const quiet = await createActor(database.db, "pro");
    await quiet.caller.promotions.alerts.create({ program: "LATAM Pass" });
    const quietPhone = await addDevice(quiet);
    const preferences = await quiet.caller.notifications.preferences();
    expect(preferences.pushKinds).toContain("promotion_match");
    await quiet.caller.notifications.savePreferences({
      ...preferences,
      emailEnabled: false,
      pushKinds: preferences.pushKinds.filter((kind) => kind !== "promotion_match"),
    });

    await publish({ category: "upgrade", program: "LATAM Pass", fromProgram: null, discount: "30% OFF" });
    await Promise.all([deliverPendingPushes(deps(), new Date()), deliverPendingPushes(deps(), new Date())]);
    await deliverPendingPushes(deps(), new Date());
    await deliverPendingEmails(deps(), new Date());

    const [received, ...more] = pushesTo(phone);
    expect(more).toEqual([]);
    expect(received?.payload).toEqual({
      title: liveloToSmiles.title,
      body: expect.stringContaining("LATAM Pass: 30% OFF"),
      url: "/promocoes",
      tag: expect.stringMatching(/^alerta-/),
    });
    expect(pushesTo(quietPhone)).toEqual([]);
    const [mail, ...moreMail] = mailsTo(smtp.messages, pro.email);
    expect(moreMail).toEqual([]);
    expect(mail).toContain("Ver promoções");
    expect(mail).toContain("LATAM Pass: 30% OFF");
    expect(mail).toContain("/promocoes");
    expect(mailsTo(smtp.messages, quiet.email)).toEqual([]);
    expect(await promotionAlertsOf(quiet)).toHaveLength(1);
  });

  it("push comes with Minha Gestão: a member whose plan ended is sent no push, though the bell still shows the alert", async () => {
    const pro = await createActor(database.db, "pro");
    await pro.caller.promotions.alerts.create({ program: "TudoAzul" });
    const phone = await addDevice(pro);
    await database.db
      .update(userProductAccess)
      .set({ accessGranted: false })
      .where(eq(userProductAccess.userId, pro.id));
    // Written as the scan writes an expiry alert, through the one writer of alerts and their pushes.
    await insertNewNotifications(database.db, [
      {
        userId: pro.id,
        kind: "cpf_place_freed",
        dedupeKey: `teste:${pro.id}`,
        title: "CPF livre",
        body: "Um CPF ficou livre.",
      },
    ]);
    await deliverPendingPushes(deps(), new Date());
    expect(pushesTo(phone)).toEqual([]);
    const rows = await database.db.select().from(notifications).where(eq(notifications.userId, pro.id));
    expect(rows).toHaveLength(1);
  });
});
