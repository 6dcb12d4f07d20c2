import {
  CertificateCodeInputSchema,
  CourseIdInputSchema,
  LessonCompletionInputSchema,
  LessonPositionInputSchema,
  LessonRefInputSchema,
} from "@/shared/schemas/courses";
import { listCatalogue } from "../../services/courses/catalogue";
import { findCertificate } from "../../services/courses/certificates";
import { getCourseView } from "../../services/courses/course-view";
import { getLesson } from "../../services/courses/lesson";
import { setLessonCompleted, trackLesson } from "../../services/courses/progress";
import { authedProcedure, publicProcedure, router } from "../init";
import { courseAdminRouter } from "./courses-admin";

/**
 * Courses (docs/product.md §2, §6): visitors may browse; the lock on paid lessons is in the services, which
 * never send a locked lesson's video, text or materials.
 */
export const coursesRouter = router({
  list: publicProcedure.query(({ ctx }) => listCatalogue(ctx.db, ctx.log, ctx.user)),
  detail: publicProcedure
    .input(CourseIdInputSchema)
    .query(({ ctx, input }) => getCourseView(ctx.db, ctx.log, ctx.user, input.id)),
  lesson: publicProcedure
    .input(LessonRefInputSchema)
    .query(({ ctx, input }) => getLesson(ctx.db, ctx.log, ctx.user, input)),
  progress: router({
    track: authedProcedure
      .input(LessonPositionInputSchema)
      .mutation(({ ctx, input }) => trackLesson(ctx.db, ctx.log, ctx.user, input)),
    complete: authedProcedure
      .input(LessonCompletionInputSchema)
      .mutation(({ ctx, input }) => setLessonCompleted(ctx.db, ctx.log, ctx.user, input)),
  }),
  certificate: publicProcedure.input(CertificateCodeInputSchema).query(async ({ ctx, input }) => {
    const certificate = await findCertificate(ctx.db, input.code);
    return certificate ? { valid: true as const, certificate } : { valid: false as const, code: input.code };
  }),
  admin: courseAdminRouter,
});
