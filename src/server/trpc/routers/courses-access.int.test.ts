import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLES } from "@/shared/testing/file-samples";
import { SESSION_COOKIE } from "../../auth/cookies";
import { buildCourse } from "../../testing/courses";
import {
  createViewer,
  VIEWER_KINDS,
  VIEWERS_WITH_ACCESS,
  type Viewer,
  type ViewerKind,
} from "../../testing/course-viewers";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { createTestClient, expectTRPCError } from "../../testing/trpc-client";
import { postUpload, sessionTokenFor } from "../../testing/upload-requests";

/**
 * docs/product.md §6's access matrix for a paid course, seen from the wire: what each kind of user reads
 * from the procedures (raw HTTP bodies) and from the file route.
 */
let testApp: TestApp;
let admin: ReturnType<typeof createTestClient>;
let paid: Awaited<ReturnType<typeof buildCourse>>;
let videoUrl: string;
let materialUrl: string;
const SECRET_TEXT = "Compre abaixo de R$ 17.";

async function upload(kind: string, bytes: Uint8Array, token: string): Promise<string> {
  const response = await postUpload(testApp.app, kind, bytes, { token });
  expect(response.statusCode).toBe(201);
  return response.json().url;
}

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  const uploader = await sessionTokenFor(db, "admin");
  admin = createTestClient(testApp.app, { sessionToken: uploader });
  paid = await buildCourse(admin, { title: "Curso pago" });
  videoUrl = await upload("course-video", SAMPLES.webm, uploader);
  materialUrl = await upload("course-material", SAMPLES.pdf, uploader);
  await admin.trpc.courses.admin.lessons.update.mutate({ id: paid.lessons.paid.id, videoUrl });
  await admin.trpc.courses.admin.materials.create.mutate({
    lessonId: paid.lessons.paid.id,
    title: "Planilha",
    fileUrl: materialUrl,
  });
});

afterAll(async () => {
  await testApp?.close();
});

const getFile = (url: string, viewer: Viewer) =>
  testApp.app.inject({
    method: "GET",
    url,
    headers: viewer.token ? { cookie: `${SESSION_COOKIE}=${viewer.token}` } : {},
  });

describe.each(VIEWER_KINDS)("a paid course seen by: %s", (kind: ViewerKind) => {
  const allowed = VIEWERS_WITH_ACCESS.includes(kind);
  let viewer: Viewer;
  let client: ReturnType<typeof createTestClient>;

  beforeAll(async () => {
    viewer = await createViewer(testApp.database.db, kind, paid.course.id);
    client = createTestClient(testApp.app, { sessionToken: viewer.token });
  });

  it(`lists the course ${allowed ? "open" : "locked"}`, async () => {
    const card = (await client.trpc.courses.list.query()).find((course) => course.id === paid.course.id);
    expect(card).toMatchObject({
      hasAccess: allowed,
      lessonCount: 3,
      totalMinutes: 60,
      priceCents: 49_700,
      isFree: false,
    });
    expect(card?.viaAdmin).toBe(kind === "admin");
  });

  it("locks exactly the paid lessons in the outline, and never the free one", async () => {
    const detail = await client.trpc.courses.detail.query({ id: paid.course.id });
    const lessons = detail.modules.flatMap((module) => module.lessons);
    expect(detail.hasAccess).toBe(allowed);
    expect(lessons.map((lesson) => [lesson.title, lesson.locked])).toEqual([
      ["Boas-vindas", false],
      ["Custo do milheiro", !allowed],
      ["Transferências bonificadas", !allowed],
    ]);
  });

  it(`${allowed ? "sends" : "withholds"} a paid lesson's video, text and materials`, async () => {
    const answer = await client.trpc.courses.lesson.query({ courseId: paid.course.id, lessonId: paid.lessons.paid.id });
    const body = client.responses.at(-1)?.body ?? "";
    expect(answer.locked).toBe(!allowed);
    for (const secret of [videoUrl, materialUrl, SECRET_TEXT, "Planilha"]) {
      if (allowed) expect(body).toContain(secret);
      else expect(body).not.toContain(secret);
    }
    expect(body).toContain("Custo do milheiro");
  });

  it("opens the free lesson", async () => {
    const answer = await client.trpc.courses.lesson.query({
      courseId: paid.course.id,
      lessonId: paid.lessons.intro.id,
    });
    expect(answer).toMatchObject({ locked: false, lesson: { title: "Boas-vindas", content: "Olá!" } });
  });

  it(`${allowed ? "serves" : "refuses"} the lesson's video and material files`, async () => {
    for (const url of [videoUrl, materialUrl]) {
      const response = await getFile(url, viewer);
      if (allowed) {
        expect(response.statusCode).toBe(200);
        expect(response.headers["cache-control"]).toBe("private, max-age=3600");
      } else {
        expect(response.statusCode).toBe(kind === "visitor" ? 401 : 403);
        expect(response.rawPayload.includes(Buffer.from(SAMPLES.pdf.subarray(0, 8)))).toBe(false);
      }
    }
  });

  it(`${allowed ? "records" : "refuses"} progress on a paid lesson`, async () => {
    const complete = client.trpc.courses.progress.complete.mutate({ lessonId: paid.lessons.paid.id, completed: true });
    if (allowed) await expect(complete).resolves.toMatchObject({ completed: true });
    else await expectTRPCError(complete, { code: kind === "visitor" ? "UNAUTHORIZED" : "FORBIDDEN" });
  });
});

describe.each(["draft", "archived"] as const)("a %s course", (status) => {
  let hidden: Awaited<ReturnType<typeof buildCourse>>;
  let hiddenVideo: string;

  beforeAll(async () => {
    hidden = await buildCourse(admin, { status, isFree: true, title: `Curso ${status}` });
    hiddenVideo = await upload("course-video", SAMPLES.webm, await sessionTokenFor(testApp.database.db, "admin"));
    await admin.trpc.courses.admin.lessons.update.mutate({ id: hidden.lessons.intro.id, videoUrl: hiddenVideo });
  });

  it.each(["visitor", "member", "cursos-grant"] as const)("does not exist for a %s", async (kind) => {
    const viewer = await createViewer(testApp.database.db, kind, hidden.course.id);
    const client = createTestClient(testApp.app, { sessionToken: viewer.token });
    expect((await client.trpc.courses.list.query()).map((course) => course.id)).not.toContain(hidden.course.id);
    await expectTRPCError(client.trpc.courses.detail.query({ id: hidden.course.id }), {
      code: "NOT_FOUND",
      message: "Curso não encontrado",
    });
    await expectTRPCError(
      client.trpc.courses.lesson.query({ courseId: hidden.course.id, lessonId: hidden.lessons.intro.id }),
      {
        code: "NOT_FOUND",
      },
    );
    expect((await getFile(hiddenVideo, viewer)).statusCode).toBe(404);
  });

  it("is shown to an admin with its status, and stays out of the public list", async () => {
    const viewer = await createViewer(testApp.database.db, "admin", hidden.course.id);
    const client = createTestClient(testApp.app, { sessionToken: viewer.token });
    const detail = await client.trpc.courses.detail.query({ id: hidden.course.id });
    expect(detail.course.status).toBe(status);
    expect((await client.trpc.courses.list.query()).map((course) => course.id)).not.toContain(hidden.course.id);
    expect((await getFile(hiddenVideo, viewer)).statusCode).toBe(200);
  });
});

describe("files and lessons that do not add up", () => {
  it("keeps a course file that no lesson uses for admins only", async () => {
    const orphan = await upload("course-material", SAMPLES.pdf, await sessionTokenFor(testApp.database.db, "admin"));
    const member = await createViewer(testApp.database.db, "cursos-grant", paid.course.id);
    expect((await getFile(orphan, member)).statusCode).toBe(404);
    expect((await getFile(orphan, await createViewer(testApp.database.db, "admin", paid.course.id))).statusCode).toBe(
      200,
    );
  });

  it("does not open a lesson through another course's id", async () => {
    const other = await buildCourse(admin, { isFree: true, title: "Outro curso" });
    const client = createTestClient(testApp.app);
    await expectTRPCError(
      client.trpc.courses.lesson.query({ courseId: other.course.id, lessonId: paid.lessons.paid.id }),
      {
        code: "NOT_FOUND",
        message: "Aula não encontrada.",
      },
    );
  });

  it("refuses malformed ids with a readable message", async () => {
    const client = createTestClient(testApp.app);
    await expectTRPCError(client.trpc.courses.detail.query({ id: "../etc" }), {
      code: "BAD_REQUEST",
      message: "Curso inválido.",
    });
  });
});
