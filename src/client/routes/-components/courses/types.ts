import type { RouterOutputs } from "@/client/trpc";

export type CatalogueCourse = RouterOutputs["courses"]["list"][number];
export type CourseView = RouterOutputs["courses"]["detail"];
export type CourseViewModule = CourseView["modules"][number];
export type CourseViewLesson = CourseViewModule["lessons"][number];
type LessonAnswer = RouterOutputs["courses"]["lesson"];
export type OpenLesson = Extract<LessonAnswer, { locked: false }>;
export type LessonMaterial = OpenLesson["lesson"]["materials"][number];
