import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paddedPng, SAMPLES, SVG_IMAGE } from "@/shared/testing/file-samples";
import { STORAGE_BACKENDS, type TestStorage } from "../testing/storage-backends";
import { createTestApp, type TestApp } from "../testing/test-app";
import { postUpload, sessionTokenFor } from "../testing/upload-requests";

const MB = 1024 * 1024;
const KEY_SHAPE = /^promocoes-images\/promocoes\/\d{13}-[a-z0-9]{16}\.png$/;

/** `size` bytes that start with `head`, produced 1 MiB at a time and never held whole. */
function streamedFile(head: Uint8Array, size: number): Readable {
  return Readable.from(
    (function* () {
      yield Buffer.from(head);
      for (let sent = head.length; sent < size; sent += MB) yield Buffer.alloc(Math.min(MB, size - sent), 1);
    })(),
  );
}

describe.each(STORAGE_BACKENDS)("uploads to $name storage", ({ create }) => {
  let backend: TestStorage;
  let testApp: TestApp;
  let admin: string;
  let member: string;

  beforeAll(async () => {
    backend = await create();
    testApp = await createTestApp({ storage: backend.storage });
    admin = await sessionTokenFor(testApp.database.db, "admin");
    member = await sessionTokenFor(testApp.database.db, "member");
  });

  afterAll(async () => {
    await testApp?.close();
    await backend?.close();
  });

  async function expectNothingStored(before: string[]) {
    expect(await backend.listAll()).toEqual(before);
  }

  it("stores an admin's image under a server-made key and serves the same bytes back", async () => {
    const image = paddedPng(300_000);
    const response = await postUpload(testApp.app, "promotion-image", image, {
      token: admin,
      contentType: "application/pdf",
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      url: `/files/${body.key}`,
      key: expect.stringMatching(KEY_SHAPE),
      contentType: "image/png",
      size: image.length,
    });
    expect(await backend.listAll()).toContain(body.key);

    const served = await testApp.app.inject({ method: "GET", url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      "content-type": "image/png",
      "content-length": String(image.length),
      "cache-control": "public, max-age=3600",
      "x-content-type-options": "nosniff",
    });
    expect(served.rawPayload.equals(Buffer.from(image))).toBe(true);
  });

  it("names each upload afresh, so nothing is ever overwritten", async () => {
    const first = (await postUpload(testApp.app, "course-cover", SAMPLES.gif, { token: admin })).json();
    const second = (await postUpload(testApp.app, "course-cover", SAMPLES.gif, { token: admin })).json();
    expect(first.key).toMatch(/^images\/courses\/\d{13}-[a-z0-9]{16}\.gif$/);
    expect(second.key).not.toBe(first.key);
  });

  it("stores course files by their detected type", async () => {
    const material = await postUpload(testApp.app, "course-material", SAMPLES.docx, {
      token: admin,
      contentType: "image/png",
    });
    expect(material.statusCode).toBe(201);
    expect(material.json()).toMatchObject({
      key: expect.stringMatching(/^uploads\/materials\/.*\.docx$/),
      contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      size: SAMPLES.docx.length,
    });
    const video = await postUpload(testApp.app, "course-video", SAMPLES.webm, { token: admin });
    expect(video.json()).toMatchObject({
      key: expect.stringMatching(/^uploads\/videos\/.*\.webm$/),
      contentType: "video/webm",
    });
  });

  it("refuses visitors (401), members (403) and other sites (403) before storing anything", async () => {
    const before = await backend.listAll();
    const visitor = await postUpload(testApp.app, "promotion-image", SAMPLES.png);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ error: { message: "Usuário não autenticado" } });

    const memberUpload = await postUpload(testApp.app, "promotion-image", SAMPLES.png, { token: member });
    expect(memberUpload.statusCode).toBe(403);
    expect(memberUpload.json()).toEqual({ error: { message: "Você não tem permissão para realizar esta ação." } });

    for (const origin of ["https://evil.example", null]) {
      const crossSite = await postUpload(testApp.app, "promotion-image", SAMPLES.png, { token: admin, origin });
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.json()).toEqual({ error: { message: "Requisição de origem não permitida." } });
    }
    await expectNothingStored(before);
  });

  it("judges the type by the bytes: a PDF or an SVG sent as an image is refused (415)", async () => {
    const before = await backend.listAll();
    for (const bytes of [SAMPLES.pdf, SVG_IMAGE, new Uint8Array()]) {
      const response = await postUpload(testApp.app, "homepage-background", bytes, {
        token: admin,
        contentType: "image/png",
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ error: { message: "Por favor, selecione um arquivo de imagem válido." } });
    }
    const material = await postUpload(testApp.app, "course-file", SAMPLES.pptx, { token: admin });
    expect(material.statusCode).toBe(415);
    expect(material.json().error.message).toBe(
      "Tipo de arquivo não suportado. Use imagens, vídeos, PDFs ou documentos Word.",
    );
    await expectNothingStored(before);
  });

  it("refuses an image over 5MB (413) whether its size was announced or only streamed", async () => {
    const before = await backend.listAll();
    const tooLarge = paddedPng(5 * MB + 1);
    const announced = await postUpload(testApp.app, "promotion-image", tooLarge, { token: admin });
    expect(announced.statusCode).toBe(413);
    expect(announced.json()).toEqual({ error: { message: "A imagem deve ter no máximo 5MB." } });

    const streamed = await postUpload(testApp.app, "promotion-image", streamedFile(SAMPLES.png, 5 * MB + 1), {
      token: admin,
    });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json()).toEqual({ error: { message: "A imagem deve ter no máximo 5MB." } });
    await expectNothingStored(before);

    const exactly = await postUpload(testApp.app, "promotion-image", streamedFile(SAMPLES.png, 5 * MB), {
      token: admin,
    });
    expect(exactly.statusCode).toBe(201);
    expect(exactly.json().size).toBe(5 * MB);
  });

  it("limits course documents to 50MB while streaming, past several S3 parts", async () => {
    const before = await backend.listAll();
    const response = await postUpload(testApp.app, "course-file", streamedFile(SAMPLES.pdf, 50 * MB + 1), {
      token: admin,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: { message: "O arquivo deve ter no máximo 50MB." } });
    await expectNothingStored(before);
  });

  it("refuses an announced video over 500MB without reading it", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/uploads/course-video",
      headers: {
        origin: testApp.env.APP_URL,
        cookie: `milheiro_session=${admin}`,
        "content-length": String(500 * MB + 1),
      },
      payload: Buffer.from(SAMPLES.mp4),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: { message: "O arquivo deve ter no máximo 500MB." } });
  });

  it("takes a script's upload with a Bearer token and no Origin, whatever Content-Type it declares", async () => {
    const response = await postUpload(testApp.app, "course-material", SAMPLES.pdf, {
      origin: null,
      contentType: "application/x-www-form-urlencoded",
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ contentType: "application/pdf", size: SAMPLES.pdf.length });
  });

  it("answers 404 for an unknown kind", async () => {
    const response = await postUpload(testApp.app, "avatar", SAMPLES.png, { token: admin });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { message: "Registro não encontrado." } });
  });
});
