import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInSaoPaulo } from "@/shared/domain/plain-date";
import { DEFAULT_HOMEPAGE_SETTINGS } from "@/shared/domain/site/homepage";
import { pngImage } from "@/shared/testing/file-samples";
import { STORAGE_BACKENDS, type TestStorage } from "../../testing/storage-backends";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { createTestClient, type TestClient } from "../../testing/trpc-client";
import { postUpload, sessionTokenFor } from "../../testing/upload-requests";

describe.each(STORAGE_BACKENDS)("files a saved change stops using, on $name storage", ({ create }) => {
  let backend: TestStorage;
  let testApp: TestApp;
  let token: string;
  let admin: TestClient;

  beforeAll(async () => {
    backend = await create();
    testApp = await createTestApp({ storage: backend.storage });
    token = await sessionTokenFor(testApp.database.db, "admin");
    admin = createTestClient(testApp.app, { bearer: token });
  });

  afterAll(async () => {
    await testApp?.close();
    await backend?.close();
  });

  async function upload(kind: "promotion-image" | "homepage-background"): Promise<{ url: string; key: string }> {
    const response = await postUpload(testApp.app, kind, pngImage(3, 2), { token });
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  const promotion = (imageUrl: string | null) => ({
    title: "Bônus na transferência",
    category: "transferencia" as const,
    program: "Livelo",
    discount: "80% de bônus",
    validUntil: addDays(todayInSaoPaulo(), 10),
    link: "https://exemplo.com/oferta",
    description: "Transfira pontos com bônus.",
    imageUrl,
  });

  it("deletes a promotion's old image when it is replaced or removed, and keeps the new one", async () => {
    const first = await upload("promotion-image");
    const second = await upload("promotion-image");
    const created = await admin.trpc.promotions.admin.create.mutate(promotion(first.url));

    await admin.trpc.promotions.admin.update.mutate({ id: created.id, ...promotion(second.url) });
    expect(await backend.listAll()).not.toContain(first.key);
    expect(await backend.listAll()).toContain(second.key);
    expect((await testApp.app.inject({ method: "GET", url: first.url })).statusCode).toBe(404);

    await admin.trpc.promotions.admin.update.mutate({ id: created.id, ...promotion(null) });
    expect(await backend.listAll()).not.toContain(second.key);
  });

  it("keeps an image another record still shows, and never touches outside addresses", async () => {
    const shared = await upload("promotion-image");
    const one = await admin.trpc.promotions.admin.create.mutate(promotion(shared.url));
    await admin.trpc.promotions.admin.create.mutate(promotion(shared.url));

    await admin.trpc.promotions.admin.update.mutate({ id: one.id, ...promotion("https://cdn.exemplo.com/foto.jpg") });
    expect(await backend.listAll()).toContain(shared.key);
    await admin.trpc.promotions.admin.update.mutate({ id: one.id, ...promotion(null) });
    expect((await testApp.app.inject({ method: "GET", url: shared.url })).statusCode).toBe(200);
  });

  it("deletes the hero's old background when a new one is saved", async () => {
    const before = await upload("homepage-background");
    const after = await upload("homepage-background");
    const settings = { ...DEFAULT_HOMEPAGE_SETTINGS };

    await admin.trpc.homepage.update.mutate({ ...settings, heroBackgroundImage: before.url });
    await admin.trpc.homepage.update.mutate({ ...settings, heroBackgroundImage: before.url });
    expect(await backend.listAll()).toContain(before.key);

    await admin.trpc.homepage.update.mutate({ ...settings, heroBackgroundImage: after.url });
    expect(await backend.listAll()).not.toContain(before.key);
    expect(await backend.listAll()).toContain(after.key);
  });
});
