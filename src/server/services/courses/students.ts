import { and, desc, eq, sql } from "drizzle-orm";
import { progressPercent } from "@/shared/domain/courses/course-progress";
import { displayName } from "@/shared/domain/account/user-display";
import { totalOf } from "../../db/aggregates";
import type { DbOrTx } from "../../db/client";
import {
  courseCertificates,
  courseEnrollments,
  courseLessonProgress,
  courseLessons,
  courseModules,
  courses,
  profiles,
  users,
} from "../../db/schema";
import { AppError } from "../../errors";

const STUDENTS_LIMIT = 200;

/** Per course, each student's progress (lessons done, last activity, certificate), most recently active first. */
export async function listCourseStudents(db: DbOrTx, courseId: string) {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  if (!course) throw new AppError("COURSE_NOT_FOUND");
  const e = courseEnrollments;
  const p = courseLessonProgress;
  const lessonTotal = totalOf(
    sql`(select count(*) from ${courseLessons} inner join ${courseModules} on ${courseModules.id} = ${courseLessons.moduleId} where ${courseModules.courseId} = ${courseId})`,
  );
  const completed = totalOf(sql`(select count(*) from ${p}
    inner join ${courseLessons} on ${courseLessons.id} = ${p.lessonId}
    inner join ${courseModules} on ${courseModules.id} = ${courseLessons.moduleId}
    where ${p.userId} = ${e.userId} and ${courseModules.courseId} = ${courseId} and ${p.completedAt} is not null)`);
  const rows = await db
    .select({
      userId: e.userId,
      email: users.email,
      fullName: profiles.fullName,
      startedAt: e.startedAt,
      lastActivityAt: e.lastActivityAt,
      completed,
      total: lessonTotal,
      certificateCode: courseCertificates.code,
      certificateIssuedAt: courseCertificates.issuedAt,
    })
    .from(e)
    .innerJoin(users, eq(users.id, e.userId))
    .leftJoin(profiles, eq(profiles.id, e.userId))
    .leftJoin(
      courseCertificates,
      and(eq(courseCertificates.userId, e.userId), eq(courseCertificates.courseId, courseId)),
    )
    .where(eq(e.courseId, courseId))
    .orderBy(desc(e.lastActivityAt), desc(e.userId))
    .limit(STUDENTS_LIMIT);
  return rows.map(({ fullName, email, ...row }) => ({
    ...row,
    name: displayName({ fullName, email }),
    email,
    percent: progressPercent(row.completed, row.total),
  }));
}
