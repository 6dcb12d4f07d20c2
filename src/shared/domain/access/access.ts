/**
 * Access rules of docs/product.md §6, pure: the server's access service feeds them facts from the database.
 */
// 'pro' is the PRO plan, 'teste-pro' its trial (shared/domain/payments/plan-access.ts, docs/decisions/031).
const PRODUCT_TYPES = ["promocoes", "relatorios", "planos", "cursos", "pro", "teste-pro"] as const;
export type FixedProductType = (typeof PRODUCT_TYPES)[number];
export type CourseProductType = `course-${string}`;
export type ProductType = FixedProductType | CourseProductType;

/** The product that opens Minha Gestão and the promotions feed. */
export const DASHBOARD_PRODUCT: FixedProductType = "promocoes";

export function courseProductType(courseId: string): CourseProductType {
  return `course-${courseId}`;
}

// The same rule as the user_product_access CHECK constraint, with the UUID's groups spelled out.
const COURSE_PRODUCT = /^course-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

function isFixedProductType(value: string): value is FixedProductType {
  return (PRODUCT_TYPES as readonly string[]).includes(value);
}

/** A product type as the database accepts it, or null; course ids are read case-insensitively. */
export function parseProductType(value: string): ProductType | null {
  const normalized = value.trim().toLowerCase();
  if (isFixedProductType(normalized)) return normalized;
  const course = COURSE_PRODUCT.exec(normalized);
  return course?.[1] ? courseProductType(course[1]) : null;
}

/** The course a 'course-{id}' product opens; null for the fixed products. */
export function courseIdOf(productType: ProductType): string | null {
  return COURSE_PRODUCT.exec(productType)?.[1] ?? null;
}

export interface AccessGrant {
  accessGranted: boolean;
  expiresAt: Date | null;
}

/** Granted, and either no expiry or an expiry still in the future. */
export function isGrantActive(grant: AccessGrant | null | undefined, now: Date = new Date()): boolean {
  if (!grant || !grant.accessGranted) return false;
  return grant.expiresAt === null || grant.expiresAt.getTime() > now.getTime();
}

export interface CourseAccessFacts {
  isAdmin: boolean;
  courseIsFree: boolean;
  /** The 'course-{id}' grant, if any. */
  courseGrant: AccessGrant | null;
  /** The general 'cursos' grant, if any. */
  generalCoursesGrant: AccessGrant | null;
  /** The PRO plan's 'pro' grant, if any: PRO opens every course (not its trial, 'teste-pro'). */
  proGrant?: AccessGrant | null;
}

export function canAccessCourseFromFacts(facts: CourseAccessFacts, now: Date = new Date()): boolean {
  return (
    facts.isAdmin ||
    facts.courseIsFree ||
    isGrantActive(facts.courseGrant, now) ||
    isGrantActive(facts.generalCoursesGrant, now) ||
    isGrantActive(facts.proGrant, now)
  );
}

/**
 * What 'Liberar Tudo' grants: the products that open something today. 'promocoes' opens Minha
 * Gestão and the promotions feed, 'cursos' every paid course. 'relatorios' and 'planos' are
 * valid product types (docs/product.md §3) but nothing in the app is gated by them, so granting them would
 * only suggest access that does not exist.
 */
export const GRANT_ALL_PRODUCTS = ["promocoes", "cursos"] as const satisfies readonly FixedProductType[];

/**
 * The products whose status each user card shows ('Ativo' / 'Sem acesso'): the ones that gate
 * something, with the PRO plan and its trial (docs/decisions/031).
 */
export const LISTED_PRODUCTS = [
  ...GRANT_ALL_PRODUCTS,
  "pro",
  "teste-pro",
] as const satisfies readonly FixedProductType[];
export type ListedProduct = (typeof LISTED_PRODUCTS)[number];

/**
 * What 'Revogar Tudo' revokes: every grant still marked granted, whatever its product (specific
 * courses and legacy 'relatorios'/'planos' grants included) and even if already expired, so that
 * afterwards the user holds no grant at all.
 */
export function grantsToRevokeAll<T extends { accessGranted: boolean }>(grants: readonly T[]): T[] {
  return grants.filter((grant) => grant.accessGranted);
}

export interface LessonAccessFacts extends CourseAccessFacts {
  lessonIsFree: boolean;
}

/**
 * docs/product.md §6 and §2 ('Gratuita' lessons): a lesson opens to whoever may open its course, and a free
 * lesson of a paid course opens to everyone, visitors included (a taste before buying).
 */
export function canOpenLessonFromFacts(facts: LessonAccessFacts, now: Date = new Date()): boolean {
  return facts.lessonIsFree || canAccessCourseFromFacts(facts, now);
}
