import { FILE_TYPES, type FileCategory } from "./file-types";
import { parseStorageKey, storageKeyFromUrl, type UploadKind } from "./uploads";

/**
 * The records that point at stored files, and which stored files each may point at (docs/security.md):
 * a promotion's image must be an image uploaded as a promotion image, not a course's protected
 * video or another page's picture. The same rule decides which file a cleared field may delete.
 */
export type FileField = "promotion-image" | "homepage-background" | "course-cover" | "lesson-video" | "lesson-material";

interface FieldRule {
  /** Upload kinds whose files the field may hold. */
  kinds: readonly UploadKind[];
  /** The mixed "course-file" kind holds every category; the field takes only this one of it. */
  category: FileCategory;
}

const FIELD_RULES: Record<FileField, FieldRule> = {
  "promotion-image": { kinds: ["promotion-image"], category: "image" },
  "homepage-background": { kinds: ["homepage-background"], category: "image" },
  "course-cover": { kinds: ["course-cover"], category: "image" },
  "lesson-video": { kinds: ["course-video", "course-file"], category: "video" },
  "lesson-material": { kinds: ["course-material", "course-file"], category: "document" },
};

/** The storage key behind `url` when it is a file this field may hold, else null. */
export function storedFileOfField(field: FileField, url: string): string | null {
  const key = storageKeyFromUrl(url);
  const parsed = key === null ? null : parseStorageKey(key);
  if (!parsed) return null;
  const rule = FIELD_RULES[field];
  return rule.kinds.includes(parsed.kind) && FILE_TYPES[parsed.type].category === rule.category ? key : null;
}
