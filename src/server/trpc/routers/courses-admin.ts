import {
  CourseIdInputSchema,
  CourseInputSchema,
  CourseUpdateInputSchema,
  LessonCreateInputSchema,
  LessonIdInputSchema,
  LessonReorderInputSchema,
  LessonUpdateInputSchema,
  MaterialCreateInputSchema,
  MaterialIdInputSchema,
  MaterialUpdateInputSchema,
  ModuleCreateInputSchema,
  ModuleIdInputSchema,
  ModuleReorderInputSchema,
  ModuleUpdateInputSchema,
} from "@/shared/schemas/courses";
import { createCourse, getCourseForEditing, listAllCourses, updateCourse } from "../../services/courses/admin-courses";
import { createMaterial, deleteMaterial, updateMaterial } from "../../services/courses/admin-materials";
import {
  createLesson,
  createModule,
  deleteLesson,
  deleteModule,
  reorderLessons,
  reorderModules,
  updateLesson,
  updateModule,
} from "../../services/courses/admin-structure";
import { listCourseStudents } from "../../services/courses/students";
import { adminProcedure, router } from "../init";

/** The course editor (docs/product.md §2, §6): every procedure here is admin-only. */
export const courseAdminRouter = router({
  list: adminProcedure.query(({ ctx }) => listAllCourses(ctx.db)),
  get: adminProcedure.input(CourseIdInputSchema).query(({ ctx, input }) => getCourseForEditing(ctx.db, input.id)),
  create: adminProcedure.input(CourseInputSchema).mutation(({ ctx, input }) => createCourse(ctx.db, ctx.user, input)),
  update: adminProcedure.input(CourseUpdateInputSchema).mutation(({ ctx, input }) => updateCourse(ctx.db, ctx, input)),
  students: adminProcedure.input(CourseIdInputSchema).query(({ ctx, input }) => listCourseStudents(ctx.db, input.id)),
  modules: router({
    create: adminProcedure
      .input(ModuleCreateInputSchema)
      .mutation(({ ctx, input }) => createModule(ctx.db, input.courseId)),
    update: adminProcedure.input(ModuleUpdateInputSchema).mutation(({ ctx, input }) => updateModule(ctx.db, input)),
    delete: adminProcedure.input(ModuleIdInputSchema).mutation(({ ctx, input }) => deleteModule(ctx.db, ctx, input.id)),
    reorder: adminProcedure.input(ModuleReorderInputSchema).mutation(({ ctx, input }) => reorderModules(ctx.db, input)),
  }),
  lessons: router({
    create: adminProcedure
      .input(LessonCreateInputSchema)
      .mutation(({ ctx, input }) => createLesson(ctx.db, input.moduleId)),
    update: adminProcedure
      .input(LessonUpdateInputSchema)
      .mutation(({ ctx, input }) => updateLesson(ctx.db, ctx, input)),
    delete: adminProcedure.input(LessonIdInputSchema).mutation(({ ctx, input }) => deleteLesson(ctx.db, ctx, input.id)),
    reorder: adminProcedure.input(LessonReorderInputSchema).mutation(({ ctx, input }) => reorderLessons(ctx.db, input)),
  }),
  materials: router({
    create: adminProcedure
      .input(MaterialCreateInputSchema)
      .mutation(({ ctx, input }) => createMaterial(ctx.db, ctx.storage, input)),
    update: adminProcedure.input(MaterialUpdateInputSchema).mutation(({ ctx, input }) => updateMaterial(ctx.db, input)),
    delete: adminProcedure
      .input(MaterialIdInputSchema)
      .mutation(({ ctx, input }) => deleteMaterial(ctx.db, ctx, input.id)),
  }),
});
