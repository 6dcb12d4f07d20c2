import { eq } from "drizzle-orm";
import { courseProductType, DASHBOARD_PRODUCT, type ProductType } from "@/shared/domain/access/access";
import { DEMO_ACCOUNT } from "@/shared/domain/demo/demo-account";
import { planDemoWallet, type DemoProgramKey } from "@/shared/domain/demo/demo-wallet";
import { seededRandom } from "@/shared/domain/random";
import type { Db, Tx } from "../../db/client";
import {
  accessAuditLog,
  courseLessons,
  courseModules,
  courses,
  promocoes,
  userProductAccess,
  users,
} from "../../db/schema";
import type { Logger } from "../../logger";
import type { Actor } from "../access/access";
import { walletScopeOf, type WalletScope } from "../access/wallet-scope";
import { createAccumulation } from "../wallet/accumulations";
import { provisionAccount } from "../account/provisioning";
import { createCourse } from "../courses/admin-courses";
import { setLessonCompleted, trackLesson } from "../courses/progress";
import { createProgram } from "../wallet/programs";
import { createPromotion } from "../promotions/promotions";
import { createTransaction } from "../wallet/transactions";
import { DEMO_COURSE, lessonContent } from "./demo-course";
import { demoPromotions } from "./demo-promotions";

/** Fixed, so every seed of a given day tells the same story (and tests can predict it). */
const DEMO_SEED = 2024;
/** The audit trail names the seed, not a person, as the one who granted the demo's access. */
const SEED_ACTOR_EMAIL = "seed-demo";
const LESSONS_COMPLETED = 4;

export interface SeedDemoOptions {
  password: string;
  /** Deletes the demo account and the catalogue it created, then seeds again. */
  reset?: boolean;
  today: string;
  log: Logger;
}

export type SeedDemoResult = { status: "created"; userId: string } | { status: "exists"; userId: string };

async function findDemoUser(db: Db | Tx): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
  return row?.id ?? null;
}

/** The demo's promotions and course are created by the demo account, which is how a reset finds them. */
async function removeDemo(tx: Tx, userId: string): Promise<void> {
  await tx.delete(promocoes).where(eq(promocoes.createdBy, userId));
  await tx.delete(courses).where(eq(courses.createdBy, userId));
  await tx.delete(users).where(eq(users.id, userId));
}

async function seedWallet(tx: Tx, wallet: WalletScope, today: string): Promise<void> {
  const plan = planDemoWallet(today, seededRandom(DEMO_SEED));
  const programIds = new Map<DemoProgramKey, string>();
  for (const program of plan.programs) {
    const { key, ...values } = program;
    const created = await createProgram(tx, wallet, { ...values, balance: 0, expirationDate: null });
    programIds.set(key, created.id);
  }
  const idOf = (key: DemoProgramKey) => {
    const id = programIds.get(key);
    if (!id) throw new Error(`demo program ${key} was not created`);
    return id;
  };
  for (const movement of plan.movements) {
    if (movement.kind === "accumulation") {
      await createAccumulation(tx, wallet, {
        programId: idOf(movement.program),
        milesAcquired: movement.miles,
        amountPaidCents: movement.amountPaidCents,
        calculationDate: movement.date,
        expiresOn: movement.expiresOn,
      });
    } else {
      await createTransaction(tx, wallet, {
        programId: idOf(movement.program),
        type: movement.type,
        amount: movement.amount,
        description: movement.description,
        transactionDate: movement.date,
        expiresOn: movement.expiresOn,
      });
    }
  }
}

async function seedCourse(tx: Tx, actor: Actor): Promise<{ courseId: string; lessonIds: string[] }> {
  const course = await createCourse(tx, actor, {
    title: DEMO_COURSE.title,
    description: DEMO_COURSE.description,
    thumbnailUrl: null,
    isFree: false,
    priceCents: DEMO_COURSE.priceCents,
    status: "published",
  });
  const lessonIds: string[] = [];
  for (const [moduleIndex, module] of DEMO_COURSE.modules.entries()) {
    const [moduleRow] = await tx
      .insert(courseModules)
      .values({ courseId: course.id, title: module.title, orderIndex: moduleIndex })
      .returning({ id: courseModules.id });
    if (!moduleRow) throw new Error("insert returned no row");
    const lessons = await tx
      .insert(courseLessons)
      .values(
        module.lessons.map((lesson, lessonIndex) => ({
          moduleId: moduleRow.id,
          title: lesson.title,
          content: lessonContent(lesson.title),
          durationMinutes: lesson.minutes,
          isFree: lesson.isFree,
          orderIndex: lessonIndex,
        })),
      )
      .returning({ id: courseLessons.id, orderIndex: courseLessons.orderIndex });
    lessonIds.push(...lessons.sort((a, b) => a.orderIndex - b.orderIndex).map((lesson) => lesson.id));
  }
  return { courseId: course.id, lessonIds };
}

async function grant(tx: Tx, userId: string, productType: ProductType): Promise<void> {
  await tx.insert(userProductAccess).values({ userId, productType, accessGranted: true, expiresAt: null });
  await tx
    .insert(accessAuditLog)
    .values({ actorId: null, actorEmail: SEED_ACTOR_EMAIL, targetUserId: userId, productType, action: "grant" });
}

/**
 * The demo account (DEMO_ACCOUNT) with a year of miles in five programs, promotions of every
 * category, a course half done and the 'promocoes' access that opens Minha Gestão. Everything
 * goes through the same services as the app (balances, costs and lots stay consistent), in one
 * transaction: a seed is whole or absent, and a second seed finds the account and stops.
 */
export async function seedDemoAccount(db: Db, options: SeedDemoOptions): Promise<SeedDemoResult> {
  return db.transaction(async (tx) => {
    const existing = await findDemoUser(tx);
    if (existing && !options.reset) return { status: "exists", userId: existing };
    if (existing) await removeDemo(tx, existing);

    const { id: userId } = await provisionAccount(tx, { ...DEMO_ACCOUNT, password: options.password, admin: false });
    const actor: Actor = { id: userId, isAdmin: false };
    await seedWallet(tx, walletScopeOf(actor), options.today);
    for (const promotion of demoPromotions(options.today)) await createPromotion(tx, actor, promotion);
    const { courseId, lessonIds } = await seedCourse(tx, actor);
    await grant(tx, userId, DASHBOARD_PRODUCT);
    await grant(tx, userId, courseProductType(courseId));
    for (const lessonId of lessonIds.slice(0, LESSONS_COMPLETED)) {
      await setLessonCompleted(tx, options.log, actor, { lessonId, completed: true });
    }
    const current = lessonIds[LESSONS_COMPLETED];
    if (current) await trackLesson(tx, options.log, actor, { lessonId: current, positionSeconds: 310 });
    return { status: "created", userId };
  });
}
