import type { z } from "zod";
import { AutosaveRefusal } from "@/client/lib/autosave";
import type { RouterOutputs } from "@/client/trpc";
import {
  COURSE_LIMITS,
  LessonUpdateInputSchema,
  ModuleUpdateInputSchema,
  type LessonUpdateInput,
  type ModuleUpdateInput,
} from "@/shared/schemas/courses";

export type EditorCourse = RouterOutputs["courses"]["admin"]["get"];
export type EditorModule = EditorCourse["modules"][number];
export type EditorLesson = EditorModule["lessons"][number];
export type EditorMaterial = EditorLesson["materials"][number];

/** What the module editor shows in its fields, as text (the autosave compares text). */
export type ModuleDraft = { title: string; description: string };
export type LessonDraft = {
  title: string;
  description: string;
  videoUrl: string;
  content: string;
  durationMinutes: string;
  isFree: "true" | "false";
};

export const moduleDraft = (module: EditorModule): ModuleDraft => ({
  title: module.title,
  description: module.description ?? "",
});

export const lessonDraft = (lesson: EditorLesson): LessonDraft => ({
  title: lesson.title,
  description: lesson.description ?? "",
  videoUrl: lesson.videoUrl ?? "",
  content: lesson.content ?? "",
  durationMinutes: String(lesson.durationMinutes),
  isFree: lesson.isFree ? "true" : "false",
});

/** Checks the input with the server's own schema, so a refusal shows before anything is sent. */
export function checked<S extends z.ZodType, I extends z.input<S>>(schema: S, input: I): I {
  const result = schema.safeParse(input);
  if (!result.success) throw new AutosaveRefusal(result.error.issues[0]?.message ?? "Dados inválidos.");
  return input;
}

export function moduleUpdate(id: string, changes: Partial<ModuleDraft>): ModuleUpdateInput {
  return checked(ModuleUpdateInputSchema, { id, ...changes });
}

/** Whole minutes only ("45"); anything else becomes NaN, which the shared rule words for the user. */
const minutes = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

export function lessonUpdate(id: string, changes: Partial<LessonDraft>): LessonUpdateInput {
  const { durationMinutes, isFree, ...text } = changes;
  return checked(LessonUpdateInputSchema, {
    id,
    ...text,
    ...(durationMinutes !== undefined && { durationMinutes: minutes(durationMinutes) }),
    ...(isFree !== undefined && { isFree: isFree === "true" }),
  });
}

/** The list with the item at `index` swapped with its neighbour (-1 up, +1 down), or null at an end. */
export function moved<T>(items: readonly T[], index: number, step: -1 | 1): T[] | null {
  const target = index + step;
  if (index < 0 || target < 0 || target >= items.length) return null;
  const next = [...items];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** A new material's title: the file's name without its extension ("Guia de milhas.pdf" → "Guia de milhas"). */
export function materialTitleFromFileName(name: string): string {
  const base = name
    .trim()
    .replace(/\.[^./\\]+$/, "")
    .trim();
  return (base || name.trim() || "Material").slice(0, COURSE_LIMITS.maxTitleLength);
}
