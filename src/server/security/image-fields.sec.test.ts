import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_HOMEPAGE_SETTINGS } from "@/shared/domain/site/homepage";
import { addDays, todayInSaoPaulo } from "@/shared/domain/plain-date";
import { SAMPLES } from "@/shared/testing/file-samples";
import { promocoes } from "../db/schema";
import { temporaryDiskStorage } from "../testing/temporary-storage";
import { insertPromotion } from "../testing/promotions";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createTestClient, expectTRPCError, type TestClient } from "../testing/trpc-client";
import { postUpload, sessionTokenFor } from "../testing/upload-requests";

/**
 * docs/security.md: an image field holds only images uploaded for it, and clearing a field deletes only
 * a file of its own kind. Before, a promotion's image could name a course's protected video (and
 * show it to anyone), and removing the image then deleted the video.
 */
describe("image fields accept and delete only files of their own kind", () => {
  const { storage } = temporaryDiskStorage();
  let testApp: TestApp;
  let token: string;
  let admin: TestClient;

  beforeAll(async () => {
    testApp = await createTestApp({ storage });
    token = await sessionTokenFor(testApp.database.db, "admin");
    admin = createTestClient(testApp.app, { bearer: token });
  });

  afterAll(() => testApp?.close());

  async function upload(kind: string, body: Uint8Array): Promise<string> {
    const response = await postUpload(testApp.app, kind, body, { token });
    expect(response.statusCode).toBe(201);
    return response.json<{ url: string }>().url;
  }

  const stillStored = async (url: string) => (await storage.head(url.replace(/^\/files\//, ""))) !== null;

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

  it("refuses a promotion image that is a course video, a course material or another field's image", async () => {
    const others = [
      await upload("course-video", SAMPLES.mp4),
      await upload("course-material", SAMPLES.pdf),
      await upload("course-cover", SAMPLES.png),
      await upload("homepage-background", SAMPLES.png),
    ];
    for (const url of others) {
      await expectTRPCError(admin.trpc.promotions.admin.create.mutate(promotion(url)), { code: "BAD_REQUEST" });
    }
    const own = await upload("promotion-image", SAMPLES.png);
    await expect(admin.trpc.promotions.admin.create.mutate(promotion(own))).resolves.toMatchObject({ imageUrl: own });
  });

  it("refuses a hero background or a course cover of another kind", async () => {
    const promotionImage = await upload("promotion-image", SAMPLES.png);
    await expectTRPCError(
      admin.trpc.homepage.update.mutate({ ...DEFAULT_HOMEPAGE_SETTINGS, heroBackgroundImage: promotionImage }),
      { code: "BAD_REQUEST" },
    );
    await expectTRPCError(
      admin.trpc.courses.admin.create.mutate({
        title: "Curso",
        description: null,
        thumbnailUrl: promotionImage,
        isFree: true,
        priceCents: 0,
        status: "draft",
      }),
      { code: "BAD_REQUEST" },
    );
  });

  it("clearing an image that names another kind's file (saved before this rule) leaves that file alone", async () => {
    const video = await upload("course-video", SAMPLES.mp4);
    // Written straight to the table, as an older version of the app let an admin save it.
    const { id } = await insertPromotion(testApp.database.db, { imageUrl: video });
    await admin.trpc.promotions.admin.update.mutate({ id, ...promotion(null) });
    const [row] = await testApp.database.db
      .select({ imageUrl: promocoes.imageUrl })
      .from(promocoes)
      .where(eq(promocoes.id, id));
    expect(row?.imageUrl).toBeNull();
    expect(await stillStored(video)).toBe(true);
  });

  it("still deletes a replaced image of the field's own kind", async () => {
    const first = await upload("promotion-image", SAMPLES.png);
    const created = await admin.trpc.promotions.admin.create.mutate(promotion(first));
    await admin.trpc.promotions.admin.update.mutate({ id: created.id, ...promotion(null) });
    expect(await stillStored(first)).toBe(false);
  });
});
