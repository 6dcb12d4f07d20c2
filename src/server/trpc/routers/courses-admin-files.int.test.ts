import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSE_MESSAGES as M } from "@/shared/schemas/courses";
import { SAMPLES } from "@/shared/testing/file-samples";
import type { FileStorage } from "../../integrations/storage";
import { buildCourse } from "../../testing/courses";
import type { TestApp } from "../../testing/test-app";
import { expectTRPCError, type TestClient } from "../../testing/trpc-client";
import { startCourseAdminApp, uploadAsAdmin } from "../../testing/course-admin-app";

let testApp: TestApp;
let storage: FileStorage;
let adminToken: string;
let admin: TestClient;

beforeAll(async () => ({ testApp, storage, adminToken, admin } = await startCourseAdminApp()));
afterAll(async () => {
  await testApp?.close();
});

const upload = (kind: string, bytes: Uint8Array) => uploadAsAdmin({ testApp, adminToken }, kind, bytes);

describe("materials and stored files", () => {
  it("records a material's type and size from the stored file, and refuses files not uploaded as course files", async () => {
    const { lessons } = await buildCourse(admin);
    const pdf = await upload("course-material", SAMPLES.pdf);
    const material = await admin.trpc.courses.admin.materials.create.mutate({
      lessonId: lessons.paid.id,
      title: "Planilha",
      fileUrl: pdf.url,
    });
    expect(material).toMatchObject({ title: "Planilha", fileType: "pdf", fileSize: SAMPLES.pdf.length });

    const cover = await upload("course-cover", SAMPLES.png);
    await expectTRPCError(
      admin.trpc.courses.admin.materials.create.mutate({
        lessonId: lessons.paid.id,
        title: "Capa",
        fileUrl: cover.url,
      }),
      { code: "BAD_REQUEST", message: M.materialFileInvalid },
    );
    await expectTRPCError(
      admin.trpc.courses.admin.materials.create.mutate({
        lessonId: lessons.paid.id,
        title: "Sumiu",
        fileUrl: pdf.url.replace(/\d{13}-/, "1000000000000-"),
      }),
      { code: "NOT_FOUND", message: "Arquivo não encontrado." },
    );
    const renamed = await admin.trpc.courses.admin.materials.update.mutate({
      id: material.id,
      title: "Planilha 2026",
      description: null,
    });
    expect(renamed.title).toBe("Planilha 2026");
  });

  it("deletes a module's lessons, materials and their files; a file another lesson still uses stays", async () => {
    const { modules, lessons } = await buildCourse(admin);
    const other = await buildCourse(admin);
    const video = await upload("course-video", SAMPLES.webm);
    const pdf = await upload("course-material", SAMPLES.pdf);
    const shared = await upload("course-material", SAMPLES.docx);
    await admin.trpc.courses.admin.lessons.update.mutate({ id: lessons.paid.id, videoUrl: video.url });
    await admin.trpc.courses.admin.materials.create.mutate({
      lessonId: lessons.paid.id,
      title: "PDF",
      fileUrl: pdf.url,
    });
    await admin.trpc.courses.admin.materials.create.mutate({
      lessonId: lessons.paid.id,
      title: "DOCX",
      fileUrl: shared.url,
    });
    await admin.trpc.courses.admin.materials.create.mutate({
      lessonId: other.lessons.paid.id,
      title: "DOCX",
      fileUrl: shared.url,
    });

    await admin.trpc.courses.admin.modules.delete.mutate({ id: modules[0]?.id ?? "" });
    expect(await storage.head(video.key)).toBeNull();
    expect(await storage.head(pdf.key)).toBeNull();
    expect(await storage.head(shared.key)).not.toBeNull();
    await expectTRPCError(admin.trpc.courses.admin.lessons.update.mutate({ id: lessons.paid.id, title: "x" }), {
      code: "NOT_FOUND",
      message: "Aula não encontrada.",
    });
    await expectTRPCError(admin.trpc.courses.admin.modules.delete.mutate({ id: modules[0]?.id ?? "" }), {
      code: "NOT_FOUND",
      message: "Módulo não encontrado.",
    });
  });

  it("deletes a lesson's replaced video, and the lesson's files when it is deleted", async () => {
    const { lessons } = await buildCourse(admin);
    const first = await upload("course-video", SAMPLES.webm);
    const second = await upload("course-video", SAMPLES.mp4);
    await admin.trpc.courses.admin.lessons.update.mutate({ id: lessons.last.id, videoUrl: first.url });
    await admin.trpc.courses.admin.lessons.update.mutate({ id: lessons.last.id, videoUrl: second.url });
    expect(await storage.head(first.key)).toBeNull();
    await admin.trpc.courses.admin.lessons.delete.mutate({ id: lessons.last.id });
    expect(await storage.head(second.key)).toBeNull();
  });
});
