import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { certificateCodeFrom } from "@/shared/domain/courses/certificate-code";
import { displayName } from "@/shared/domain/account/user-display";
import type { DbOrTx } from "../../db/client";
import { courseCertificates, courses, profiles, users } from "../../db/schema";
import { AppError } from "../../errors";
import { courseCompletion } from "./completion";

const certificateColumns = {
  code: courseCertificates.code,
  courseId: courseCertificates.courseId,
  holderName: courseCertificates.holderName,
  courseTitle: courseCertificates.courseTitle,
  totalMinutes: courseCertificates.totalMinutes,
  lessonCount: courseCertificates.lessonCount,
  issuedAt: courseCertificates.issuedAt,
};

async function ownCertificate(db: DbOrTx, userId: string, courseId: string) {
  const [certificate] = await db
    .select(certificateColumns)
    .from(courseCertificates)
    .where(and(eq(courseCertificates.userId, userId), eq(courseCertificates.courseId, courseId)));
  return certificate ?? null;
}

/** Whether the member already holds this course's certificate. */
export async function hasCertificate(db: DbOrTx, userId: string, courseId: string): Promise<boolean> {
  return (await ownCertificate(db, userId, courseId)) !== null;
}

/**
 * Issues the member's certificate once every lesson is completed; afterwards it never changes
 * (a snapshot of name, title and hours), even if lessons are added later. Idempotent.
 */
export async function issueCertificateIfComplete(db: DbOrTx, userId: string, courseId: string) {
  const existing = await ownCertificate(db, userId, courseId);
  if (existing) return existing;
  const completion = await courseCompletion(db, userId, courseId);
  if (completion.total === 0 || completion.completed < completion.total) return null;
  const [holder] = await db
    .select({ email: users.email, fullName: profiles.fullName, courseTitle: courses.title })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .innerJoin(courses, eq(courses.id, courseId))
    .where(eq(users.id, userId));
  if (!holder) throw new AppError("USER_NOT_FOUND");
  await db
    .insert(courseCertificates)
    .values({
      code: certificateCodeFrom(randomBytes(12)),
      userId,
      courseId,
      holderName: displayName(holder),
      courseTitle: holder.courseTitle,
      totalMinutes: completion.minutes,
      lessonCount: completion.total,
    })
    .onConflictDoNothing({ target: [courseCertificates.userId, courseCertificates.courseId] });
  return ownCertificate(db, userId, courseId);
}

/** /certificado/{code}: anyone may check a code; the answer names the holder and the course. */
export async function findCertificate(db: DbOrTx, code: string) {
  const [certificate] = await db
    .select(certificateColumns)
    .from(courseCertificates)
    .where(eq(courseCertificates.code, code));
  return certificate ?? null;
}

export type Certificate = NonNullable<Awaited<ReturnType<typeof findCertificate>>>;
