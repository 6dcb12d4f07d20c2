import type { FastifyInstance } from "fastify";
import { canOpenLessonFromFacts, courseProductType, type AccessGrant } from "../../src/shared/domain/access/access";
import { caller, envelope, sql } from "./context";

interface LessonRef {
  courseId: string;
  lessonId: string;
}

interface LessonRow {
  id: string;
  module_id: string;
  title: string;
  description: string | null;
  video_url: string | null;
  content: string | null;
  duration_minutes: number;
  is_free: boolean;
  order_index: number;
  course_id: string;
  course_status: string;
  course_is_free: boolean;
}

interface MaterialRow {
  id: string;
  lesson_id: string;
  title: string;
  description: string | null;
  file_url: string;
  file_type: string | null;
  // bigint: postgres.js reads it as text; the app's column maps it to a number.
  file_size: string | null;
}

interface GrantRow {
  product_type: string;
  access_granted: boolean;
  expires_at: Date | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `input` query parameter, or null when it is not a lesson reference (a malformed uuid would make PostgreSQL throw). */
function lessonRefOf(input: string | undefined): LessonRef | null {
  try {
    const value: unknown = JSON.parse(input ?? "");
    if (typeof value !== "object" || value === null) return null;
    const { courseId, lessonId } = value as Partial<Record<keyof LessonRef, unknown>>;
    if (typeof courseId !== "string" || typeof lessonId !== "string" || !UUID.test(courseId) || !UUID.test(lessonId))
      return null;
    return { courseId, lessonId };
  } catch {
    return null;
  }
}

/** The app's four reads (services/courses/lesson.ts), sent together as it sends them. */
export function registerCourseLesson(app: FastifyInstance) {
  app.get<{ Querystring: { input?: string } }>("/trpc/courses.lesson", async (request, reply) => {
    const ref = lessonRefOf(request.query.input);
    if (!ref) return reply.code(400).send();
    const me = await caller(request.headers.authorization);
    const isAdmin = me?.is_admin ?? false;
    const [[lesson], grantRows, materials, [progress]] = await Promise.all([
      sql<LessonRow[]>`
        select l.id, l.module_id, l.title, l.description, l.video_url, l.content, l.duration_minutes, l.is_free,
          l.order_index, c.id as course_id, c.status as course_status, c.is_free as course_is_free
        from course_lessons l join course_modules mo on mo.id = l.module_id join courses c on c.id = mo.course_id
        where l.id = ${ref.lessonId} and c.id = ${ref.courseId}`,
      me && !isAdmin
        ? sql<GrantRow[]>`select product_type, access_granted, expires_at from user_product_access
            where user_id = ${me.id} and (product_type = 'cursos' or product_type like 'course-%')`
        : Promise.resolve([]),
      sql<MaterialRow[]>`select id, lesson_id, title, description, file_url, file_type, file_size
        from course_materials where lesson_id = ${ref.lessonId} order by created_at, id`,
      me
        ? sql<{ completed_at: Date | null; position_seconds: number }[]>`select completed_at, position_seconds
            from course_lesson_progress where user_id = ${me.id} and lesson_id = ${ref.lessonId}`
        : Promise.resolve([]),
    ]);
    // The app answers LESSON_NOT_FOUND with a tRPC error carrying its request id: no body to match.
    if (!lesson || (lesson.course_status !== "published" && !isAdmin)) return reply.code(404).send();
    const grants = new Map<string, AccessGrant>(
      grantRows.map((row) => [row.product_type, { accessGranted: row.access_granted, expiresAt: row.expires_at }]),
    );
    const canOpen = canOpenLessonFromFacts({
      isAdmin,
      courseIsFree: lesson.course_is_free,
      courseGrant: grants.get(courseProductType(lesson.course_id)) ?? null,
      generalCoursesGrant: grants.get("cursos") ?? null,
      lessonIsFree: lesson.is_free,
    });
    const data = canOpen
      ? {
          locked: false,
          lesson: {
            id: lesson.id,
            moduleId: lesson.module_id,
            title: lesson.title,
            description: lesson.description,
            videoUrl: lesson.video_url,
            content: lesson.content,
            durationMinutes: lesson.duration_minutes,
            isFree: lesson.is_free,
            orderIndex: lesson.order_index,
            materials: materials.map((row) => ({
              id: row.id,
              lessonId: row.lesson_id,
              title: row.title,
              description: row.description,
              fileUrl: row.file_url,
              fileType: row.file_type,
              fileSize: row.file_size === null ? null : Number(row.file_size),
            })),
          },
          progress: { completed: Boolean(progress?.completed_at), positionSeconds: progress?.position_seconds ?? 0 },
        }
      : {
          locked: true,
          lesson: {
            id: lesson.id,
            moduleId: lesson.module_id,
            title: lesson.title,
            durationMinutes: lesson.duration_minutes,
            isFree: lesson.is_free,
          },
        };
    return reply.type("application/json").send(envelope(data));
  });
}
