import { expect, test, type Page } from "@playwright/test";
import { pngImage, SVG_IMAGE } from "../src/shared/testing/file-samples";
import { logInAsAdmin, newAccount, signUpThroughForm } from "./support";

// No screen uploads yet (the promotion and homepage dialogs will, with ImageUploadField), so
// these send the file from the page itself: the browser supplies the session cookie and the
// Origin header exactly as the field's XMLHttpRequest will.
async function uploadFromPage(page: Page, kind: string, bytes: Uint8Array, type: string) {
  return page.evaluate(
    async ({ kind, bytes, type }) => {
      const response = await fetch(`/api/uploads/${kind}`, {
        method: "POST",
        body: new Blob([new Uint8Array(bytes)], { type }),
      });
      return { status: response.status, body: await response.json() };
    },
    { kind, bytes: Array.from(bytes), type },
  );
}

test("an admin's browser uploads an image, which the site then serves and shows", async ({ page }) => {
  await logInAsAdmin(page);
  const image = pngImage(3, 2);

  const { status, body } = await uploadFromPage(page, "promotion-image", image, "image/png");
  expect(status).toBe(201);
  expect(body).toMatchObject({ contentType: "image/png", size: image.length });
  expect(body.url).toMatch(/^\/files\/promocoes-images\/promocoes\/\d{13}-[a-z0-9]{16}\.png$/);

  const size = await page.evaluate(async (url) => {
    const img = new Image();
    img.src = url;
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  }, body.url);
  expect(size).toEqual({ width: 3, height: 2 });

  const served = await page.request.get(body.url);
  expect(served.headers()).toMatchObject({
    "content-type": "image/png",
    "cache-control": "public, max-age=3600",
    "x-content-type-options": "nosniff",
  });

  const svg = await uploadFromPage(page, "promotion-image", SVG_IMAGE, "image/svg+xml");
  expect(svg).toEqual({
    status: 415,
    body: { error: { message: "Por favor, selecione um arquivo de imagem válido." } },
  });
});

test("a member's browser is refused", async ({ page }) => {
  await signUpThroughForm(page, newAccount());
  const refused = await uploadFromPage(page, "promotion-image", pngImage(), "image/png");
  expect(refused).toEqual({
    status: 403,
    body: { error: { message: "Você não tem permissão para realizar esta ação." } },
  });
});
