import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSE_MESSAGES as M, type CourseInput } from "@/shared/schemas/courses";
import { SAMPLES } from "@/shared/testing/file-samples";
import { courses } from "../../db/schema";
import type { FileStorage } from "../../integrations/storage";
import { buildCourse } from "../../testing/courses";
import { createViewer } from "../../testing/course-viewers";
import type { TestApp } from "../../testing/test-app";
import { createTestClient, expectTRPCError, type TestClient } from "../../testing/trpc-client";
import { startCourseAdminApp, uploadAsAdmin } from "../../testing/course-admin-app";

let testApp: TestApp;
let storage: FileStorage;
let adminToken: string;
let admin: TestClient;

beforeAll(async () => ({ testApp, storage, adminToken, admin } = await startCourseAdminApp()));
afterAll(async () => {
  await testApp?.close();
});

const db = () => testApp.database.db;

function courseInput(overrides: Partial<CourseInput> = {}): CourseInput {
  return {
    title: "Curso de milhas",
    description: null,
    isFree: false,
    priceCents: 49_700,
    status: "draft",
    ...overrides,
  };
}

const upload = (kind: string, bytes: Uint8Array) => uploadAsAdmin({ testApp, adminToken }, kind, bytes);

describe("who may edit courses", () => {
  it.each(["visitor", "member", "cursos-grant"] as const)("refuses a %s and changes nothing", async (kind) => {
    const { course, modules, lessons } = await buildCourse(admin);
    const viewer = await createViewer(db(), kind, course.id);
    const { trpc } = createTestClient(testApp.app, { sessionToken: viewer.token });
    const expected = kind === "visitor" ? { code: "UNAUTHORIZED" as const } : { code: "FORBIDDEN" as const };
    const [firstModule] = modules;
    if (!firstModule) throw new Error("no module");
    // One at a time: each call is its own request, as a hand-written client would send it.
    const attempts: (() => Promise<unknown>)[] = [
      () => trpc.courses.admin.list.query(),
      () => trpc.courses.admin.get.query({ id: course.id }),
      () => trpc.courses.admin.students.query({ id: course.id }),
      () => trpc.courses.admin.create.mutate(courseInput({ title: "Intruso" })),
      () => trpc.courses.admin.update.mutate({ ...courseInput({ title: "Alterado" }), id: course.id }),
      () => trpc.courses.admin.modules.create.mutate({ courseId: course.id }),
      () => trpc.courses.admin.modules.update.mutate({ id: firstModule.id, title: "Alterado" }),
      () => trpc.courses.admin.modules.delete.mutate({ id: firstModule.id }),
      () =>
        trpc.courses.admin.modules.reorder.mutate({
          courseId: course.id,
          moduleIds: modules.map((m) => m.id).reverse(),
        }),
      () => trpc.courses.admin.lessons.create.mutate({ moduleId: firstModule.id }),
      () => trpc.courses.admin.lessons.update.mutate({ id: lessons.paid.id, isFree: true }),
      () => trpc.courses.admin.lessons.delete.mutate({ id: lessons.paid.id }),
      () =>
        trpc.courses.admin.lessons.reorder.mutate({
          moduleId: firstModule.id,
          lessonIds: [lessons.paid.id, lessons.intro.id],
        }),
    ];
    for (const attempt of attempts) await expectTRPCError(attempt(), expected);
    const after = await admin.trpc.courses.admin.get.query({ id: course.id });
    expect(after.course.title).toBe(course.title);
    expect(after.modules.map((m) => [m.title, m.lessons.map((l) => [l.title, l.isFree])])).toEqual([
      [
        "Novo Módulo",
        [
          ["Boas-vindas", true],
          ["Custo do milheiro", false],
        ],
      ],
      ["Novo Módulo", [["Transferências bonificadas", false]]],
    ]);
    expect(await db().select().from(courses).where(eq(courses.title, "Intruso"))).toEqual([]);
  });
});

describe("courses", () => {
  it("creates a course as given, price exact in centavos, last in the catalogue order", async () => {
    const first = await admin.trpc.courses.admin.create.mutate(
      courseInput({ title: "  Primeiro  ", priceCents: 19_990 }),
    );
    const second = await admin.trpc.courses.admin.create.mutate(courseInput({ title: "Segundo", status: "published" }));
    expect(first).toMatchObject({ title: "Primeiro", priceCents: 19_990, status: "draft", isFree: false });
    expect(second.orderIndex).toBeGreaterThan(first.orderIndex);
    const list = await admin.trpc.courses.admin.list.query();
    expect(list.slice(0, 2).map((course) => course.title)).toEqual(["Segundo", "Primeiro"]);
  });

  it.each([
    [{ title: "   " }, M.titleRequired],
    [{ priceCents: -1 }, M.priceInvalid],
    [{ priceCents: 10.5 }, M.priceInvalid],
    [{ priceCents: 0 }, M.priceRequired],
    [{ thumbnailUrl: "javascript:alert(1)" }, M.coverInvalid],
    [{ thumbnailUrl: "/files/promocoes-images/promocoes/1700000000000-abcdefghijklmnop.png" }, M.coverInvalid],
  ])("refuses %j with a readable message", async (overrides, message) => {
    await expectTRPCError(admin.trpc.courses.admin.create.mutate(courseInput(overrides)), {
      code: "BAD_REQUEST",
      message,
    });
  });

  it("accepts a free course at R$ 0,00", async () => {
    await expect(
      admin.trpc.courses.admin.create.mutate(courseInput({ isFree: true, priceCents: 0 })),
    ).resolves.toMatchObject({
      isFree: true,
    });
  });

  it("switches any status to any other, and deletes a replaced uploaded cover", async () => {
    const oldCover = await upload("course-cover", SAMPLES.png);
    const newCover = await upload("course-cover", SAMPLES.gif);
    const course = await admin.trpc.courses.admin.create.mutate(courseInput({ thumbnailUrl: oldCover.url }));
    for (const status of ["published", "archived", "draft", "published"] as const) {
      const updated = await admin.trpc.courses.admin.update.mutate({
        ...courseInput({ status, thumbnailUrl: oldCover.url }),
        id: course.id,
      });
      expect(updated.status).toBe(status);
    }
    await admin.trpc.courses.admin.update.mutate({ ...courseInput({ thumbnailUrl: newCover.url }), id: course.id });
    expect(await storage.head(oldCover.key)).toBeNull();
    expect(await storage.head(newCover.key)).not.toBeNull();
  });
});

describe("modules and lessons", () => {
  it("gives new content the spec's defaults", async () => {
    const course = await admin.trpc.courses.admin.create.mutate(courseInput());
    const modules = [];
    for (let i = 0; i < 3; i += 1)
      modules.push(await admin.trpc.courses.admin.modules.create.mutate({ courseId: course.id }));
    expect(modules.map((module) => [module.title, module.orderIndex])).toEqual([
      ["Novo Módulo", 0],
      ["Novo Módulo", 1],
      ["Novo Módulo", 2],
    ]);
    const lesson = await admin.trpc.courses.admin.lessons.create.mutate({ moduleId: modules[0]?.id ?? "" });
    expect(lesson).toMatchObject({
      title: "Nova Aula",
      durationMinutes: 0,
      isFree: false,
      orderIndex: 0,
      videoUrl: null,
    });
  });

  it("takes autosave's repeated partial updates, last write wins, other fields untouched", async () => {
    const { lessons, modules } = await buildCourse(admin);
    const typed = ["C", "Cu", "Cus", "Cust", "Custo", "Custo d", "Custo do milheiro real"];
    for (const title of typed) await admin.trpc.courses.admin.lessons.update.mutate({ id: lessons.paid.id, title });
    await admin.trpc.courses.admin.lessons.update.mutate({ id: lessons.paid.id, description: "Resumo" });
    await Promise.all(
      ["A", "B", "Final"].map((title) =>
        admin.trpc.courses.admin.modules.update.mutate({ id: modules[0]?.id ?? "", title }),
      ),
    );
    const unchanged = await admin.trpc.courses.admin.lessons.update.mutate({ id: lessons.paid.id });
    expect(unchanged).toMatchObject({ title: "Custo do milheiro real", description: "Resumo", durationMinutes: 25 });
    const module = await admin.trpc.courses.admin.modules.update.mutate({ id: modules[0]?.id ?? "" });
    expect(["A", "B", "Final"]).toContain(module.title);
  });

  it("refuses a blank title, a negative duration and a javascript: video with the field's message", async () => {
    const { lessons, modules } = await buildCourse(admin);
    const update = admin.trpc.courses.admin.lessons.update.mutate;
    await expectTRPCError(update({ id: lessons.paid.id, title: " " }), {
      code: "BAD_REQUEST",
      message: M.lessonTitleRequired,
    });
    await expectTRPCError(update({ id: lessons.paid.id, durationMinutes: -5 }), {
      code: "BAD_REQUEST",
      message: M.durationInvalid,
    });
    await expectTRPCError(update({ id: lessons.paid.id, videoUrl: "javascript:alert(1)" }), {
      code: "BAD_REQUEST",
      message: M.videoInvalid,
    });
    await expectTRPCError(admin.trpc.courses.admin.modules.update.mutate({ id: modules[0]?.id ?? "", title: "" }), {
      code: "BAD_REQUEST",
      message: M.moduleTitleRequired,
    });
  });

  it("reorders modules and lessons in one go, and refuses a stale or repeated order", async () => {
    const { course, modules, lessons } = await buildCourse(admin);
    const [first, second] = modules;
    if (!first || !second) throw new Error("modules missing");
    await admin.trpc.courses.admin.lessons.reorder.mutate({
      moduleId: first.id,
      lessonIds: [lessons.paid.id, lessons.intro.id],
    });
    await admin.trpc.courses.admin.modules.reorder.mutate({ courseId: course.id, moduleIds: [second.id, first.id] });
    const detail = await admin.trpc.courses.detail.query({ id: course.id });
    expect(detail.modules.map((module) => module.lessons.map((lesson) => lesson.title))).toEqual([
      ["Transferências bonificadas"],
      ["Custo do milheiro", "Boas-vindas"],
    ]);

    await expectTRPCError(
      admin.trpc.courses.admin.lessons.reorder.mutate({ moduleId: first.id, lessonIds: [lessons.paid.id] }),
      {
        code: "CONFLICT",
        message: "A lista mudou enquanto você reordenava. Recarregue e tente novamente.",
      },
    );
    await expectTRPCError(
      admin.trpc.courses.admin.lessons.reorder.mutate({
        moduleId: first.id,
        lessonIds: [lessons.paid.id, lessons.paid.id],
      }),
      { code: "BAD_REQUEST", message: M.reorderInvalid },
    );
    await expectTRPCError(
      admin.trpc.courses.admin.lessons.reorder.mutate({
        moduleId: second.id,
        lessonIds: [lessons.paid.id, lessons.intro.id],
      }),
      { code: "CONFLICT" },
    );
  });
});
