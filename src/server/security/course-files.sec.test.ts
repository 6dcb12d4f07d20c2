import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLES } from "@/shared/testing/file-samples";
import { SESSION_COOKIE } from "../auth/cookies";
import { buildCourse } from "../testing/courses";
import { createViewer, type Viewer } from "../testing/course-viewers";
import { selectRows } from "../testing/raw-rows";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createTestClient, expectTRPCError, type TestClient } from "../testing/trpc-client";
import { postUpload, sessionTokenFor } from "../testing/upload-requests";

/**
 * IDOR on paid courses (docs/security.md). Who may open what is proved per kind of viewer by
 * src/server/trpc/routers/courses-access.int.test.ts; here the attacker holds a grant, but for
 * another course, and tries the paid course's file addresses (also as HEAD and byte ranges, the
 * requests a player makes) and its lesson ids on the progress procedures.
 */
let testApp: TestApp;
let admin: TestClient;
let paid: Awaited<ReturnType<typeof buildCourse>>;
let draft: Awaited<ReturnType<typeof buildCourse>>;
let fileUrls: string[];
let visitor: Viewer;
// A 'course-…' grant, for another course than the one attacked.
let otherCourseStudent: Viewer;
let student: Viewer;
// Warnings and errors the server logged: a refusal must be one clean answer, not a second send.
const logLines: string[] = [];

async function upload(kind: string, bytes: Uint8Array, token: string): Promise<string> {
  const response = await postUpload(testApp.app, kind, bytes, { token });
  expect(response.statusCode).toBe(201);
  return response.json().url;
}

beforeAll(async () => {
  testApp = await createTestApp({
    env: { LOG_LEVEL: "warn" },
    logStream: { write: (line) => void logLines.push(line) },
  });
  const db = testApp.database.db;
  const uploader = await sessionTokenFor(db, "admin");
  admin = createTestClient(testApp.app, { sessionToken: uploader });
  paid = await buildCourse(admin, { title: "Curso atacado" });
  draft = await buildCourse(admin, { title: "Curso em rascunho", status: "draft" });
  const other = await buildCourse(admin, { title: "Curso comprado" });
  const videoUrl = await upload("course-video", SAMPLES.webm, uploader);
  const materialUrl = await upload("course-material", SAMPLES.pdf, uploader);
  await admin.trpc.courses.admin.lessons.update.mutate({ id: paid.lessons.paid.id, videoUrl });
  await admin.trpc.courses.admin.materials.create.mutate({
    lessonId: paid.lessons.paid.id,
    title: "Planilha",
    fileUrl: materialUrl,
  });
  fileUrls = [videoUrl, materialUrl];
  visitor = await createViewer(db, "visitor", paid.course.id);
  otherCourseStudent = await createViewer(db, "course-grant", other.course.id);
  student = await createViewer(db, "course-grant", paid.course.id);
});

afterAll(async () => {
  await testApp?.close();
});

const request = (method: "GET" | "HEAD", url: string, viewer: Viewer, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    method,
    url,
    headers: viewer.token ? { ...headers, cookie: `${SESSION_COOKIE}=${viewer.token}` } : headers,
  });

// Every way a player or a script asks for a file: whole, a range from the start, a range from the end, headers only.
const ASKS = [
  { method: "GET", headers: {} },
  { method: "GET", headers: { range: "bytes=0-" } },
  { method: "GET", headers: { range: "bytes=-100" } },
  { method: "HEAD", headers: {} },
] as const;

describe("a paid lesson's files under /files", () => {
  it.each([
    ["a visitor", () => visitor, 401],
    ["a member with another course's grant", () => otherCourseStudent, 403],
  ] as const)("are refused to %s, however asked, without a byte of the file", async (_, viewer, status) => {
    for (const url of fileUrls) {
      for (const ask of ASKS) {
        const response = await request(ask.method, url, viewer(), ask.headers);
        const label = `${ask.method} ${url} ${JSON.stringify(ask.headers)}`;
        expect(response.statusCode, label).toBe(status);
        expect(response.headers["content-range"], label).toBeUndefined();
        for (const sample of [SAMPLES.webm, SAMPLES.pdf]) {
          expect(response.rawPayload.includes(Buffer.from(sample.subarray(0, 8))), label).toBe(false);
        }
      }
    }
  });

  it("answers each request once over a real connection: no refusal or range is followed by a second send", async () => {
    // inject() ends the response synchronously and hides the double send; a socket shows it.
    const address = await testApp.app.listen({ port: 0, host: "127.0.0.1" });
    const asks = [
      ...[visitor, otherCourseStudent].flatMap((viewer) => ASKS.map((ask) => ({ viewer, ask }))),
      { viewer: student, ask: { method: "GET", headers: { range: "bytes=0-7" } } },
    ] as const;
    for (const url of fileUrls) {
      for (const { viewer, ask } of asks) {
        const headers: Record<string, string> = { ...ask.headers };
        if (viewer.token) headers.cookie = `${SESSION_COOKIE}=${viewer.token}`;
        const response = await fetch(`${address}${url}`, { method: ask.method, headers });
        await response.arrayBuffer();
        expect([401, 403, 206]).toContain(response.status);
      }
    }
    expect(logLines.filter((line) => line.includes("Reply was already sent"))).toEqual([]);
  });

  it("are served, ranges included, to a member with this course's grant, and kept out of shared caches", async () => {
    for (const [url, bytes] of [
      [fileUrls[0] ?? "", SAMPLES.webm],
      [fileUrls[1] ?? "", SAMPLES.pdf],
    ] as const) {
      const whole = await request("GET", url, student);
      expect(whole.statusCode, url).toBe(200);
      expect(whole.headers["cache-control"]).toBe("private, max-age=3600");
      expect(whole.rawPayload.equals(Buffer.from(bytes))).toBe(true);
      const part = await request("GET", url, student, { range: "bytes=0-7" });
      expect(part.statusCode, url).toBe(206);
      expect(part.rawPayload.equals(Buffer.from(bytes.subarray(0, 8)))).toBe(true);
    }
  });
});

describe("course progress with lesson ids the caller may not open", () => {
  // The only tables progress writes: the proof that a refused call changed nothing, for anyone.
  const progressRows = async () => ({
    lessons: await selectRows(testApp.database.db, "select * from course_lesson_progress order by user_id, lesson_id"),
    enrollments: await selectRows(testApp.database.db, "select * from course_enrollments order by user_id, course_id"),
  });

  const attempts = (client: TestClient, lessonId: string) => [
    () => client.trpc.courses.progress.track.mutate({ lessonId, positionSeconds: 30 }),
    () => client.trpc.courses.progress.complete.mutate({ lessonId, completed: true }),
    () => client.trpc.courses.progress.complete.mutate({ lessonId, completed: false }),
  ];

  it("refuses a paid lesson of another course as locked, and changes nothing", async () => {
    const studentClient = createTestClient(testApp.app, { sessionToken: student.token });
    await studentClient.trpc.courses.progress.complete.mutate({ lessonId: paid.lessons.paid.id, completed: true });
    const before = await progressRows();
    const attacker = createTestClient(testApp.app, { sessionToken: otherCourseStudent.token });
    for (const lessonId of [paid.lessons.paid.id, paid.lessons.last.id]) {
      for (const attempt of attempts(attacker, lessonId)) {
        await expectTRPCError(attempt(), {
          code: "FORBIDDEN",
          message: "Esta aula é exclusiva para quem tem acesso ao curso.",
        });
      }
    }
    expect(await progressRows()).toEqual(before);
  });

  it("answers a draft course's lesson exactly as a made-up id, and changes nothing", async () => {
    const before = await progressRows();
    const attacker = createTestClient(testApp.app, { sessionToken: otherCourseStudent.token });
    const madeUp = randomUUID();
    const bodies: string[] = [];
    for (const lessonId of [draft.lessons.intro.id, draft.lessons.paid.id, madeUp]) {
      const sent = attacker.responses.length;
      for (const attempt of attempts(attacker, lessonId)) {
        await expectTRPCError(attempt(), { code: "NOT_FOUND", message: "Aula não encontrada." });
      }
      // Each answer carries its own request id; the rest must not differ.
      const answers = attacker.responses.slice(sent).map((response) => `${response.status} ${response.body}`);
      bodies.push(answers.join("\n").replace(/"requestId":"[^"]+"/g, ""));
    }
    // Byte for byte the same answers: nothing tells a hidden lesson from one that never existed.
    expect(new Set(bodies).size).toBe(1);
    expect(await progressRows()).toEqual(before);
  });

  it("counts only the caller's own progress when they complete a lesson they may open", async () => {
    const studentClient = createTestClient(testApp.app, { sessionToken: student.token });
    await studentClient.trpc.courses.progress.complete.mutate({ lessonId: paid.lessons.intro.id, completed: true });
    const member = createTestClient(testApp.app, { sessionToken: otherCourseStudent.token });
    const answer = await member.trpc.courses.progress.complete.mutate({
      lessonId: paid.lessons.intro.id,
      completed: true,
    });
    expect(answer).toEqual({
      completed: true,
      progress: { completed: 1, total: 3, percent: 33 },
      certificateCode: null,
    });
  });
});
