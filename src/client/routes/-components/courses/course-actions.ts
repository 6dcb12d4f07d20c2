/**
 * What the detail page's purchase box offers (docs/product.md §2 plus docs/features.md's 'Continuar de onde parei'):
 * pure, so every combination of free / paid, access and progress is unit tested.
 */
export interface CourseActionsInput {
  isFree: boolean;
  hasAccess: boolean;
  started: boolean;
  /** Lessons the caller may open now (every lesson with access, the free ones without). */
  openableLessons: number;
}

export interface CourseActions {
  /** 'Comprar Curso': a paid course the caller cannot open yet. */
  buy: boolean;
  /** The way into the player, or null when there is nothing the caller may watch. */
  start: { label: "Começar Curso" | "Continuar de onde parei"; primary: boolean } | null;
}

export function courseActions({ isFree, hasAccess, started, openableLessons }: CourseActionsInput): CourseActions {
  const buy = !isFree && !hasAccess;
  if (openableLessons === 0) return { buy, start: null };
  // Without access the player only previews the free lessons, so buying stays the main action.
  return { buy, start: { label: started ? "Continuar de onde parei" : "Começar Curso", primary: !buy } };
}
