import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCertificateCode } from "@/shared/domain/courses/certificate-code";
import { profiles } from "../../db/schema";
import { buildCourse } from "../../testing/courses";
import { createViewer, type Viewer } from "../../testing/course-viewers";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { createTestClient, expectTRPCError, type TestClient } from "../../testing/trpc-client";
import { sessionTokenFor } from "../../testing/upload-requests";
import { validateSessionToken } from "../../auth/sessions";

let testApp: TestApp;
let admin: TestClient;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = createTestClient(testApp.app, { sessionToken: await sessionTokenFor(testApp.database.db, "admin") });
});

afterAll(async () => {
  await testApp?.close();
});

async function student(courseId: string, name: string): Promise<{ viewer: Viewer; client: TestClient }> {
  const viewer = await createViewer(testApp.database.db, "course-grant", courseId);
  const session = viewer.token ? await validateSessionToken(testApp.database.db, viewer.token) : null;
  if (!session) throw new Error("no session");
  await testApp.database.db
    .insert(profiles)
    .values({ id: session.userId, email: `${name}@exemplo.com`, fullName: name });
  return { viewer, client: createTestClient(testApp.app, { sessionToken: viewer.token }) };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

describe("progress through a course", () => {
  it("remembers the last lesson and the second a video stopped at", async () => {
    const { course, lessons } = await buildCourse(admin);
    const { client } = await student(course.id, "Beatriz Lima");
    expect((await client.trpc.courses.detail.query({ id: course.id })).progress).toMatchObject({
      started: false,
      lastLessonId: null,
    });

    await client.trpc.courses.progress.track.mutate({ lessonId: lessons.paid.id, positionSeconds: 42.9 });
    const detail = await client.trpc.courses.detail.query({ id: course.id });
    expect(detail.progress).toMatchObject({ started: true, lastLessonId: lessons.paid.id, percent: 0 });
    const lesson = await client.trpc.courses.lesson.query({ courseId: course.id, lessonId: lessons.paid.id });
    expect(lesson.locked ? null : lesson.progress).toEqual({ completed: false, positionSeconds: 42 });
  });

  it("refuses a visitor's progress and nonsense positions", async () => {
    const { course, lessons } = await buildCourse(admin, { isFree: true });
    await expectTRPCError(
      createTestClient(testApp.app).trpc.courses.progress.track.mutate({
        lessonId: lessons.intro.id,
        positionSeconds: 1,
      }),
      {
        code: "UNAUTHORIZED",
        message: "Usuário não autenticado",
      },
    );
    const { client } = await student(course.id, "Caio Prado");
    await expectTRPCError(
      client.trpc.courses.progress.track.mutate({ lessonId: lessons.intro.id, positionSeconds: -1 }),
      {
        code: "BAD_REQUEST",
        message: "Posição do vídeo inválida.",
      },
    );
  });

  it("issues the certificate only at 100%, once, and keeps it when lessons change afterwards", async () => {
    const { course, lessons, modules } = await buildCourse(admin, { title: "Transferências bonificadas na prática" });
    const { client } = await student(course.id, "Joana D'Ávila");
    const complete = (lessonId: string, completed = true) =>
      client.trpc.courses.progress.complete.mutate({ lessonId, completed });

    expect(await complete(lessons.intro.id)).toMatchObject({
      progress: { completed: 1, total: 3, percent: 33 },
      certificateCode: null,
    });
    expect(await complete(lessons.paid.id)).toMatchObject({ progress: { percent: 66 }, certificateCode: null });
    expect(await complete(lessons.paid.id, false)).toMatchObject({ progress: { completed: 1 }, certificateCode: null });
    expect((await client.trpc.courses.detail.query({ id: course.id })).certificate).toBeNull();
    await complete(lessons.paid.id);
    const last = await complete(lessons.last.id);
    expect(last.progress).toEqual({ completed: 3, total: 3, percent: 100 });
    const code = last.certificateCode ?? "";
    expect(parseCertificateCode(code)).toBe(code);
    expect((await complete(lessons.last.id)).certificateCode).toBe(code);

    // Certified, the course stays complete: an undo is refused and changes nothing.
    await expectTRPCError(complete(lessons.paid.id, false), {
      code: "CONFLICT",
      message: "Você já concluiu este curso e recebeu o certificado: as aulas continuam concluídas.",
    });
    expect((await client.trpc.courses.detail.query({ id: course.id })).progress).toMatchObject({ percent: 100 });

    await admin.trpc.courses.admin.lessons.create.mutate({ moduleId: modules[1]?.id ?? "" });
    const after = await client.trpc.courses.detail.query({ id: course.id });
    expect(after.progress).toMatchObject({ completed: 3, total: 4, percent: 75 });
    expect(after.certificate?.code).toBe(code);

    const verified = await createTestClient(testApp.app).trpc.courses.certificate.query({
      code: code.toLowerCase().replaceAll("-", " "),
    });
    expect(verified).toMatchObject({
      valid: true,
      certificate: {
        code,
        holderName: "Joana D'Ávila",
        courseTitle: "Transferências bonificadas na prática",
        totalMinutes: 60,
        lessonCount: 3,
      },
    });
  });

  it("lists each student's progress for the admin", async () => {
    const { course, lessons } = await buildCourse(admin);
    const { client } = await student(course.id, "Marcos Teles");
    await client.trpc.courses.progress.complete.mutate({ lessonId: lessons.intro.id, completed: true });
    const students = await admin.trpc.courses.admin.students.query({ id: course.id });
    expect(students).toEqual([
      expect.objectContaining({ name: "Marcos Teles", completed: 1, total: 3, percent: 33, certificateCode: null }),
    ]);
  });
});

describe("the certificate PDF and its public check", () => {
  let code: string;

  beforeAll(async () => {
    const { course, lessons } = await buildCourse(admin, { title: "Milhas para iniciantes" });
    const { client } = await student(course.id, "Ana Conceição");
    for (const lesson of [lessons.intro, lessons.paid, lessons.last]) {
      const result = await client.trpc.courses.progress.complete.mutate({ lessonId: lesson.id, completed: true });
      code = result.certificateCode ?? code;
    }
  });

  const download = (path: string) => testApp.app.inject({ method: "GET", url: path });

  it("is a PDF in pt-BR with the name, course, hours, date and code, the same bytes every time", async () => {
    const first = await download(`/certificados/${code}.pdf`);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("application/pdf");
    expect(first.headers["content-disposition"]).toBe(`attachment; filename="certificado-milheiro-${code}.pdf"`);
    const text = await pdfText(first.rawPayload);
    for (const expected of [
      "Certificado de Conclusão",
      "Ana Conceição",
      "Milhas para iniciantes",
      "1h",
      "3 aulas",
      code,
      `/certificado/${code}`,
    ]) {
      expect(text).toContain(expected);
    }
    const again = await download(`/certificados/${code.toLowerCase()}.pdf`);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // Cached: a browser holding it gets 304 without the bytes (and the server draws nothing).
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    const unchanged = await testApp.app.inject({
      method: "GET",
      url: `/certificados/${code}.pdf`,
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
  });

  it("answers 404 for unknown and malformed codes", async () => {
    for (const path of [
      "/certificados/ZZZZ-ZZZZ-ZZZZ.pdf",
      "/certificados/nada.pdf",
      `/certificados/${code}`,
      "/certificados/..%2F..%2Fetc%2Fpasswd.pdf",
    ]) {
      const response = await download(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json(), path).toEqual({ error: { message: "Certificado não encontrado." } });
    }
    const visitor = createTestClient(testApp.app);
    expect(await visitor.trpc.courses.certificate.query({ code: "ZZZZ-ZZZZ-ZZZZ" })).toEqual({
      valid: false,
      code: "ZZZZ-ZZZZ-ZZZZ",
    });
    await expectTRPCError(visitor.trpc.courses.certificate.query({ code: "abc" }), {
      code: "BAD_REQUEST",
      message: "Código de certificado inválido. Confira os 12 caracteres (ex.: 7KQ2-M9XD-4HTB).",
    });
  });
});
