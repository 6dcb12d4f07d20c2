/**
 * What the detail page's purchase box offers (docs/product.md §2 plus docs/features.md's 'Continuar de onde parei'):
 * pure, so every combination of free / paid, access and progress is unit tested.
 */
export interface CourseActionsInput {
  isFree: boolean;
  hasAccess: boolean;
  started: boolean;
  /** Every lesson completed (100 %): the way in reads 'Rever o curso', agreeing with the certificate. */
  finished: boolean;
  /** Lessons the caller may open now (every lesson with access, the free ones without). */
  openableLessons: number;
}

type StartLabel = "Começar Curso" | "Continuar de onde parei" | "Rever o curso";

function startLabel(started: boolean, finished: boolean): StartLabel {
  if (finished) return "Rever o curso";
  return started ? "Continuar de onde parei" : "Começar Curso";
}

export interface CourseActions {
  /** 'Comprar Curso': a paid course the caller cannot open yet. */
  buy: boolean;
  /** The way into the player, or null when there is nothing the caller may watch. */
  start: { label: StartLabel; primary: boolean } | null;
}

export function courseActions({
  isFree,
  hasAccess,
  started,
  finished,
  openableLessons,
}: CourseActionsInput): CourseActions {
  const buy = !isFree && !hasAccess;
  if (openableLessons === 0) return { buy, start: null };
  // Without access the player only previews the free lessons, so buying stays the main action.
  return { buy, start: { label: startLabel(started, finished), primary: !buy } };
}
