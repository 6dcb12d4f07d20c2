/**
 * What `npm run bench:web` puts in its fresh database before measuring, through the API as the
 * browser and the admin screens would: an admin (ADMIN_EMAILS) publishes a paid course and a page of
 * promotions, and a member signs up and is granted the PRO plan, so every page renders the version
 * a paying member sees (a trial would leave the paid course's lessons locked).
 */
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { addDays, todayInSaoPaulo } from "../../src/shared/domain/plain-date";
import { PROMOTION_CATEGORIES } from "../../src/shared/domain/promotions/promotion-categories";
import type { AppRouter } from "../../src/server/trpc/router";

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

export const ADMIN_EMAIL = "bench-web-admin@milheiro.local";
const MEMBER_EMAIL = "bench-web@milheiro.local";
const PASSWORD = "bench-web-senha-123";

export interface Seeded {
  /** The member's `Cookie` header: its session, as the browser would send it. */
  memberCookie: string;
  courseId: string;
}

/** A tRPC mutation as the app's client sends it: JSON, same-origin Origin header, the session cookie. */
async function call(baseUrl: string, procedure: string, input: unknown, cookie: string | null): Promise<Response> {
  const response = await fetch(`${baseUrl}/trpc/${procedure}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(input),
  });
  if (!response.ok) throw new Error(`${procedure}: HTTP ${response.status} ${await response.text()}`);
  return response;
}

async function mutate<T>(baseUrl: string, procedure: string, input: unknown, cookie: string): Promise<T> {
  const body = (await (await call(baseUrl, procedure, input, cookie)).json()) as { result: { data: T } };
  return body.result.data;
}

/** Signs up through the API and answers the session cookie the answer set. */
async function signUp(baseUrl: string, name: string, email: string): Promise<string> {
  const input: Inputs["auth"]["signup"] = { name, email, password: PASSWORD };
  const response = await call(baseUrl, "auth.signup", input, null);
  const setCookie = response.headers.getSetCookie().find((line) => line.startsWith("milheiro_session="));
  if (!setCookie) throw new Error(`o cadastro de ${email} não devolveu o cookie de sessão`);
  return setCookie.split(";", 1)[0] ?? "";
}

const LESSON_TEXT = [
  "Milhas são pontos de programas de fidelidade que viram passagens.",
  "",
  "- Acumule com cartão de crédito e compras parceiras.",
  "- Transfira nos bônus de transferência.",
  "- Emita quando o custo do milheiro compensar.",
].join("\n");

/** A published paid course: two modules, a free first lesson and two paid ones, text only (no video to fetch). */
async function publishCourse(baseUrl: string, admin: string): Promise<string> {
  const course: Inputs["courses"]["admin"]["create"] = {
    title: "Milhas do Zero",
    description: "Do primeiro cartão à primeira passagem emitida com milhas.",
    thumbnailUrl: null,
    isFree: false,
    priceCents: 49_700,
    status: "draft",
  };
  const { id } = await mutate<Outputs["courses"]["admin"]["create"]>(baseUrl, "courses.admin.create", course, admin);
  for (const [moduleTitle, lessons] of [
    ["Fundamentos", ["Boas-vindas e o que são milhas", "Cartões que mais pontuam"]],
    ["Emissões", ["Emitindo a primeira passagem"]],
  ] as const) {
    const module = await mutate<Outputs["courses"]["admin"]["modules"]["create"]>(
      baseUrl,
      "courses.admin.modules.create",
      { courseId: id },
      admin,
    );
    await mutate(baseUrl, "courses.admin.modules.update", { id: module.id, title: moduleTitle }, admin);
    for (const [index, lessonTitle] of lessons.entries()) {
      const lesson = await mutate<Outputs["courses"]["admin"]["lessons"]["create"]>(
        baseUrl,
        "courses.admin.lessons.create",
        { moduleId: module.id },
        admin,
      );
      const fields: Inputs["courses"]["admin"]["lessons"]["update"] = {
        id: lesson.id,
        title: lessonTitle,
        content: LESSON_TEXT,
        durationMinutes: 8 + index,
        isFree: moduleTitle === "Fundamentos" && index === 0,
      };
      await mutate(baseUrl, "courses.admin.lessons.update", fields, admin);
    }
  }
  await mutate(baseUrl, "courses.admin.update", { id, ...course, status: "published" }, admin);
  return id;
}

/** A feed's first page of promotions, one of each category and then some. */
async function publishPromotions(baseUrl: string, admin: string): Promise<void> {
  const today = todayInSaoPaulo();
  for (let n = 1; n <= 12; n++) {
    const promotion: Inputs["promotions"]["admin"]["create"] = {
      title: `Bônus de ${60 + n * 5}% na transferência`,
      category: PROMOTION_CATEGORIES[n % PROMOTION_CATEGORIES.length] ?? "transferencia",
      program: `Programa ${1 + (n % 4)}`,
      discount: `${60 + n * 5}%`,
      validUntil: addDays(today, 7 + n),
      link: `https://example.com/promocao/${n}`,
      description: "Transfira pontos do cartão para o programa com bônus até o fim da campanha.",
    };
    await mutate(baseUrl, "promotions.admin.create", promotion, admin);
  }
}

export async function seed(baseUrl: string): Promise<Seeded> {
  const admin = await signUp(baseUrl, "Admin Bench", ADMIN_EMAIL);
  const courseId = await publishCourse(baseUrl, admin);
  await publishPromotions(baseUrl, admin);
  const memberCookie = await signUp(baseUrl, "Membro Bench", MEMBER_EMAIL);
  const me = (await (await fetch(`${baseUrl}/trpc/auth.me`, { headers: { cookie: memberCookie } })).json()) as {
    result: { data: Outputs["auth"]["me"] };
  };
  if (!me.result.data) throw new Error("a sessão do membro não vale");
  const grant: Inputs["admin"]["access"]["grant"] = { userId: me.result.data.id, productType: "pro" };
  await mutate(baseUrl, "admin.access.grant", grant, admin);
  return { memberCookie, courseId };
}
