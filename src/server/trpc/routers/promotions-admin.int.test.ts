import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInSaoPaulo } from "@/shared/domain/plain-date";
import { PROMOTION_MESSAGES as M, type PromotionInput } from "@/shared/schemas/promotions";
import { promocoes } from "../../db/schema";
import { grantAdminRole } from "../../services/access/access";
import { signUp } from "../../testing/accounts";
import { uniqueProgram } from "../../testing/promotions";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { createTestClient, expectTRPCError as expectClientError } from "../../testing/trpc-client";
import { anonymousCaller, createActor, expectTRPCError, type TestActor } from "../../testing/wallet-actors";

let testApp: TestApp;
let admin: TestActor;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createActor(testApp.database.db, "admin");
});

afterAll(async () => {
  await testApp?.close();
});

const db = () => testApp.database.db;

function promotion(overrides: Partial<PromotionInput> = {}): PromotionInput {
  return {
    title: "Passagens para Lisboa com 30% off",
    category: "passagens",
    program: uniqueProgram("Smiles"),
    discount: "30% off",
    validUntil: addDays(todayInSaoPaulo(), 10),
    link: "https://exemplo.com/lisboa",
    description: "Resgate com desconto em voos para a Europa.",
    ...overrides,
  };
}

describe("who may manage promotions", () => {
  it("asks a visitor to log in", async () => {
    const visitor = anonymousCaller(db());
    await expectTRPCError(visitor.promotions.admin.list(), {
      code: "UNAUTHORIZED",
      message: "Usuário não autenticado",
    });
    await expectTRPCError(visitor.promotions.admin.create(promotion()), { code: "UNAUTHORIZED" });
  });

  it.each(["member", "subscriber"] as const)("refuses a %s with FORBIDDEN and writes nothing", async (kind) => {
    const { caller } = await createActor(db(), kind);
    const existing = await admin.caller.promotions.admin.create(promotion());
    const forbidden = { code: "FORBIDDEN", message: "Você não tem permissão para realizar esta ação." } as const;
    await expectTRPCError(caller.promotions.admin.list(), forbidden);
    await expectTRPCError(caller.promotions.admin.create(promotion({ title: "Intrusa" })), forbidden);
    await expectTRPCError(
      caller.promotions.admin.update({ ...promotion({ title: "Alterada" }), id: existing.id }),
      forbidden,
    );
    await expectTRPCError(caller.promotions.admin.setFeatured({ id: existing.id, featured: true }), forbidden);

    const [row] = await db().select().from(promocoes).where(eq(promocoes.id, existing.id));
    expect(row).toMatchObject({ title: existing.title, featured: false });
    expect(await db().select().from(promocoes).where(eq(promocoes.title, "Intrusa"))).toEqual([]);
  });
});

describe("creating and editing", () => {
  it("creates a promotion with every field, recorded as the admin's, Inativa until activated", async () => {
    const input = promotion({
      imageUrl: "/files/promocoes-images/promocoes/1700000000000-abcdefghijklmnop.png",
      minPurchase: 1_000,
      maxBonus: 50_000,
      minTransfer: 0,
      destinations: [" Lisboa ", "Porto"],
      routes: ["GRU-LIS"],
    });
    const created = await admin.caller.promotions.admin.create({ ...input, title: `  ${input.title}  ` });
    expect(created).toMatchObject({
      ...input,
      destinations: ["Lisboa", "Porto"],
      featured: false,
      state: "active",
    });
    const [row] = await db().select().from(promocoes).where(eq(promocoes.id, created.id));
    expect(row?.createdBy).toBe(admin.id);
  });

  it("lists every promotion newest first, expired ones included", async () => {
    const expired = await admin.caller.promotions.admin.create(
      promotion({ validUntil: addDays(todayInSaoPaulo(), -1) }),
    );
    const newer = await admin.caller.promotions.admin.create(promotion());
    const ids = (await admin.caller.promotions.admin.list()).map((row) => row.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(expired.id));
    expect(ids.indexOf(newer.id)).toBe(0);
    const listed = (await admin.caller.promotions.admin.list()).find((row) => row.id === expired.id);
    expect(listed?.state).toBe("expired");
  });

  it("updates every field and keeps the creator", async () => {
    const created = await admin.caller.promotions.admin.create(promotion());
    const changes = promotion({
      title: "Upgrade com milhas",
      category: "upgrade",
      discount: "Upgrade a partir de 10 mil",
      link: "http://exemplo.com/upgrade",
      imageUrl: "https://cdn.exemplo.com/upgrade.webp",
      destinations: ["Miami"],
      routes: [],
      minPurchase: null,
    });
    const updated = await admin.caller.promotions.admin.update({ ...changes, id: created.id });
    expect(updated).toMatchObject({ ...changes, id: created.id });
    expect(updated.updatedAt.getTime()).toBeGreaterThanOrEqual(created.updatedAt.getTime());
    const [row] = await db().select().from(promocoes).where(eq(promocoes.id, created.id));
    expect(row).toMatchObject({ title: "Upgrade com milhas", createdBy: admin.id });
  });

  it("answers NOT_FOUND for an unknown promotion", async () => {
    const notFound = { code: "NOT_FOUND", message: "Promoção não encontrada." } as const;
    await expectTRPCError(admin.caller.promotions.admin.update({ ...promotion(), id: randomUUID() }), notFound);
    await expectTRPCError(admin.caller.promotions.admin.setFeatured({ id: randomUUID(), featured: true }), notFound);
  });
});

describe("Ativar / Desativar", () => {
  it("really toggles featured, and the list shows it", async () => {
    const created = await admin.caller.promotions.admin.create(promotion());
    const featuredOf = async () =>
      (await admin.caller.promotions.admin.list()).find((row) => row.id === created.id)?.featured;

    expect(await admin.caller.promotions.admin.setFeatured({ id: created.id, featured: true })).toMatchObject({
      featured: true,
    });
    expect(await featuredOf()).toBe(true);
    // Setting the value (not flipping it) makes a double click harmless.
    await admin.caller.promotions.admin.setFeatured({ id: created.id, featured: true });
    expect(await featuredOf()).toBe(true);
    await admin.caller.promotions.admin.setFeatured({ id: created.id, featured: false });
    expect(await featuredOf()).toBe(false);
  });
});

describe("validation (product §5)", () => {
  it.each([
    [{ title: " " }, M.titleRequired],
    [{ program: "" }, M.programRequired],
    [{ discount: "" }, M.discountRequired],
    [{ validUntil: "" }, M.validUntilRequired],
    [{ validUntil: "2026-02-30" }, M.dateInvalid],
    [{ link: "exemplo.com/oferta" }, M.linkInvalid],
    [{ link: "javascript:alert(1)" }, M.linkInvalid],
    [{ description: "" }, M.descriptionRequired],
    [{ category: "cashback" }, M.categoryRequired],
    [{ destinations: ["Lisboa", "LISBOA"] }, 'O destino "LISBOA" já foi adicionado.'],
    [{ routes: ["GRU-LIS", " gru-lis"] }, 'A rota "gru-lis" já foi adicionada.'],
    [{ minPurchase: -5 }, M.minPurchaseInvalid],
    [{ imageUrl: "http://inseguro.exemplo.com/a.png" }, M.imageInvalid],
  ])("refuses %j with its pt-BR message", async (overrides, message) => {
    const input = { ...promotion(), ...overrides } as PromotionInput;
    await expectTRPCError(admin.caller.promotions.admin.create(input), { code: "BAD_REQUEST", message });
  });

  it("validates updates the same way and leaves the row untouched", async () => {
    const created = await admin.caller.promotions.admin.create(promotion());
    await expectTRPCError(admin.caller.promotions.admin.update({ ...promotion({ link: "ftp://x" }), id: created.id }), {
      code: "BAD_REQUEST",
      message: M.linkInvalid,
    });
    const [row] = await db().select().from(promocoes).where(eq(promocoes.id, created.id));
    expect(row?.link).toBe(created.link);
  });

  it("sends the message and field errors over HTTP to a real admin session", async () => {
    const browser = createTestClient(testApp.app);
    const { email } = await signUp(browser);
    await grantAdminRole(db(), email);
    const error = await expectClientError(
      browser.trpc.promotions.admin.create.mutate(promotion({ link: "não é link" })),
      {
        code: "BAD_REQUEST",
        httpStatus: 400,
        message: M.linkInvalid,
      },
    );
    expect(error.data?.fieldErrors).toEqual({ link: [M.linkInvalid] });
  });
});
