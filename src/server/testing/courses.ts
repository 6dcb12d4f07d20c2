import type { Caller } from "./wallet-actors";

/**
 * A published paid course built through the admin procedures, as the editor builds it: two
 * modules, a free first lesson, and paid lessons with a video and Markdown text.
 */
export async function buildCourse(
  admin: Caller,
  options: { isFree?: boolean; status?: "draft" | "published" | "archived"; title?: string } = {},
) {
  const course = await admin.courses.admin.create({
    title: options.title ?? "Milhas do zero ao avançado",
    description: "Aprenda a acumular e resgatar milhas.",
    isFree: options.isFree ?? false,
    priceCents: 49_700,
    status: options.status ?? "published",
  });
  const first = await admin.courses.admin.modules.create({ courseId: course.id });
  const second = await admin.courses.admin.modules.create({ courseId: course.id });
  const intro = await admin.courses.admin.lessons.create({ moduleId: first.id });
  await admin.courses.admin.lessons.update({ id: intro.id, title: "Boas-vindas", isFree: true, durationMinutes: 5, content: "Olá!" });
  const paid = await admin.courses.admin.lessons.create({ moduleId: first.id });
  await admin.courses.admin.lessons.update({
    id: paid.id,
    title: "Custo do milheiro",
    durationMinutes: 25,
    videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    content: "## Segredo\n\nCompre abaixo de R$ 17.",
  });
  const last = await admin.courses.admin.lessons.create({ moduleId: second.id });
  await admin.courses.admin.lessons.update({ id: last.id, title: "Transferências bonificadas", durationMinutes: 30 });
  return { course, modules: [first, second], lessons: { intro, paid, last } };
}
