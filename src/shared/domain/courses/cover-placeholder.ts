import { hslToHex, textHash } from "../text-colour";

/** How many pictures a placeholder cover can carry (course-cover.tsx draws them in this order). */
export const COVER_MOTIFS = 4;

export interface CoverPlaceholder {
  /** The gradient's two ends, dark enough for the white mark on them. */
  from: string;
  to: string;
  /** Which of the COVER_MOTIFS pictures sits in the middle. */
  motif: number;
  /** The title's first letter, large and faint in a corner. */
  initial: string;
}

/**
 * A course without a cover still looks like itself: a colour and a picture picked from its id, so
 * two courses side by side on /cursos are told apart and the same course always looks the same.
 */
export function coverPlaceholder(courseId: string, title: string): CoverPlaceholder {
  const hash = textHash(courseId);
  const hue = hash % 360;
  return {
    from: hslToHex(hue, 0.6, 0.3),
    to: hslToHex((hue + 40) % 360, 0.6, 0.45),
    motif: Math.floor(hash / 360) % COVER_MOTIFS,
    initial: title.trim().charAt(0).toUpperCase(),
  };
}
