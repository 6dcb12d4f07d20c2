/**
 * Access rules of spec §6, pure: the server's access service feeds them facts from the database.
 */
export const PRODUCT_TYPES = ["promocoes", "relatorios", "planos", "cursos"] as const;
export type FixedProductType = (typeof PRODUCT_TYPES)[number];
export type CourseProductType = `course-${string}`;
export type ProductType = FixedProductType | CourseProductType;

/** The product that opens Minha Gestão and the promotions feed. */
export const DASHBOARD_PRODUCT: FixedProductType = "promocoes";

export function courseProductType(courseId: string): CourseProductType {
  return `course-${courseId}`;
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
}

export function canAccessCourseFromFacts(facts: CourseAccessFacts, now: Date = new Date()): boolean {
  return (
    facts.isAdmin ||
    facts.courseIsFree ||
    isGrantActive(facts.courseGrant, now) ||
    isGrantActive(facts.generalCoursesGrant, now)
  );
}
