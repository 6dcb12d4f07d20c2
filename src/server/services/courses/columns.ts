import { courseLessons, courseMaterials, courseModules } from "../../db/schema";

/** What the editor and the player read of each row; one list so every answer has the same shape. */
export const moduleColumns = {
  id: courseModules.id,
  courseId: courseModules.courseId,
  title: courseModules.title,
  description: courseModules.description,
  orderIndex: courseModules.orderIndex,
};

/** A lesson in full: only for admins and for whoever may open it (the lock is in lesson.ts). */
export const lessonColumns = {
  id: courseLessons.id,
  moduleId: courseLessons.moduleId,
  title: courseLessons.title,
  description: courseLessons.description,
  videoUrl: courseLessons.videoUrl,
  content: courseLessons.content,
  durationMinutes: courseLessons.durationMinutes,
  isFree: courseLessons.isFree,
  orderIndex: courseLessons.orderIndex,
};

export const materialColumns = {
  id: courseMaterials.id,
  lessonId: courseMaterials.lessonId,
  title: courseMaterials.title,
  description: courseMaterials.description,
  fileUrl: courseMaterials.fileUrl,
  fileType: courseMaterials.fileType,
  fileSize: courseMaterials.fileSize,
};
