import type { TestClient } from "./trpc-client";

/**
 * A published paid course built through the admin procedures, as the editor builds it: two
 * modules, a free first lesson, and paid lessons with a video and Markdown text. `client` must be an admin's.
 */
export async function buildCourse(
  { trpc }: TestClient,
  options: { isFree?: boolean; status?: "draft" | "published" | "archived"; title?: string } = {},
) {
  const course = await trpc.courses.admin.create.mutate({
    title: options.title ?? "Milhas do zero ao avançado",
    description: "Aprenda a acumular e resgatar milhas.",
    isFree: options.isFree ?? false,
    priceCents: 49_700,
    status: options.status ?? "published",
  });
  const first = await trpc.courses.admin.modules.create.mutate({ courseId: course.id });
  const second = await trpc.courses.admin.modules.create.mutate({ courseId: course.id });
  const intro = await trpc.courses.admin.lessons.create.mutate({ moduleId: first.id });
  await trpc.courses.admin.lessons.update.mutate({
    id: intro.id,
    title: "Boas-vindas",
    isFree: true,
    durationMinutes: 5,
    content: "Olá!",
  });
  const paid = await trpc.courses.admin.lessons.create.mutate({ moduleId: first.id });
  await trpc.courses.admin.lessons.update.mutate({
    id: paid.id,
    title: "Custo do milheiro",
    durationMinutes: 25,
    videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    content: "## Segredo\n\nCompre abaixo de R$ 17.",
  });
  const last = await trpc.courses.admin.lessons.create.mutate({ moduleId: second.id });
  await trpc.courses.admin.lessons.update.mutate({
    id: last.id,
    title: "Transferências bonificadas",
    durationMinutes: 30,
  });
  return { course, modules: [first, second], lessons: { intro, paid, last } };
}
