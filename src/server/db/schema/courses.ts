import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { COURSE_STATUSES } from "@/shared/domain/courses/course-status";
import { users } from "./auth";
import { timestamptz } from "./columns";

export const courseStatusEnum = pgEnum("course_status", COURSE_STATUSES);

export const courses = pgTable(
  "courses",
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    description: text(),
    thumbnailUrl: text(),
    status: courseStatusEnum().notNull().default("draft"),
    isFree: boolean().notNull().default(false),
    priceCents: integer().notNull().default(0),
    orderIndex: integer().notNull().default(0),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index("courses_status_order_idx").on(t.status, t.orderIndex),
    index("courses_created_at_idx").on(t.createdAt.desc().nullsFirst()),
    check("courses_price_non_negative", sql`${t.priceCents} >= 0`),
  ],
);

export const courseModules = pgTable(
  "course_modules",
  {
    id: uuid().primaryKey().defaultRandom(),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text(),
    orderIndex: integer().notNull().default(0),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index("course_modules_course_order_idx").on(t.courseId, t.orderIndex),
    check("course_modules_order_non_negative", sql`${t.orderIndex} >= 0`),
  ],
);

export const courseLessons = pgTable(
  "course_lessons",
  {
    id: uuid().primaryKey().defaultRandom(),
    moduleId: uuid()
      .notNull()
      .references(() => courseModules.id, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text(),
    videoUrl: text(),
    content: text(),
    durationMinutes: integer().notNull().default(0),
    isFree: boolean().notNull().default(false),
    orderIndex: integer().notNull().default(0),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index("course_lessons_module_order_idx").on(t.moduleId, t.orderIndex),
    // The file route finds the lesson behind a /files/ address to decide who may download it.
    index("course_lessons_video_url_idx").on(t.videoUrl),
    check("course_lessons_duration_non_negative", sql`${t.durationMinutes} >= 0`),
    check("course_lessons_order_non_negative", sql`${t.orderIndex} >= 0`),
  ],
);

export const courseMaterials = pgTable(
  "course_materials",
  {
    id: uuid().primaryKey().defaultRandom(),
    lessonId: uuid()
      .notNull()
      .references(() => courseLessons.id, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text(),
    fileUrl: text().notNull(),
    fileType: text(),
    fileSize: bigint({ mode: "number" }),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index("course_materials_lesson_created_idx").on(t.lessonId, t.createdAt),
    index("course_materials_file_url_idx").on(t.fileUrl),
    check("course_materials_size_non_negative", sql`${t.fileSize} is null or ${t.fileSize} >= 0`),
  ],
);
