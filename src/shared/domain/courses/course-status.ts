export const COURSE_STATUSES = ["draft", "published", "archived"] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/** docs/product.md §4: only published courses read 'Publicado'; draft and archived both read 'Rascunho'. */
export function courseStatusLabel(status: CourseStatus): "Publicado" | "Rascunho" {
  return status === "published" ? "Publicado" : "Rascunho";
}
