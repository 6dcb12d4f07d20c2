import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { timestamptz } from "./columns";
import { courseLessons, courses } from "./courses";

/** One row per member and lesson they opened: completion and where a native video stopped. */
export const courseLessonProgress = pgTable(
  "course_lesson_progress",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: uuid()
      .notNull()
      .references(() => courseLessons.id, { onDelete: "cascade" }),
    completedAt: timestamptz(),
    positionSeconds: integer().notNull().default(0),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index("course_lesson_progress_lesson_idx").on(t.lessonId),
    check("course_lesson_progress_position_non_negative", sql`${t.positionSeconds} >= 0`),
  ],
);

/** A member's last stop in a course: 'Continuar de onde parei' and the admin's per-student view. */
export const courseEnrollments = pgTable(
  "course_enrollments",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    lastLessonId: uuid().references(() => courseLessons.id, { onDelete: "set null" }),
    startedAt: timestamptz().notNull().defaultNow(),
    lastActivityAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index("course_enrollments_course_activity_idx").on(t.courseId, t.lastActivityAt.desc()),
  ],
);

/**
 * A certificate is a snapshot taken when the member completed the course: later edits to the
 * course or the member's name never change what a code certifies.
 */
export const courseCertificates = pgTable(
  "course_certificates",
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    holderName: text().notNull(),
    courseTitle: text().notNull(),
    totalMinutes: integer().notNull(),
    lessonCount: integer().notNull(),
    issuedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    unique("course_certificates_user_course_key").on(t.userId, t.courseId),
    index("course_certificates_course_idx").on(t.courseId),
    check(
      "course_certificates_code_shape",
      sql`${t.code} ~ '^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$'`,
    ),
    check("course_certificates_minutes_non_negative", sql`${t.totalMinutes} >= 0`),
  ],
);
