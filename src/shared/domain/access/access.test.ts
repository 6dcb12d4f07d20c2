import { describe, expect, it } from "vitest";
import {
  canAccessCourseFromFacts,
  canOpenLessonFromFacts,
  courseIdOf,
  courseProductType,
  GRANT_ALL_PRODUCTS,
  grantsToRevokeAll,
  isGrantActive,
  parseProductType,
  type CourseAccessFacts,
} from "./access";

const now = new Date("2026-03-10T12:00:00Z");
const future = new Date(now.getTime() + 60_000);
const past = new Date(now.getTime() - 60_000);

describe("isGrantActive", () => {
  it("is false without a grant", () => {
    expect(isGrantActive(null, now)).toBe(false);
    expect(isGrantActive(undefined, now)).toBe(false);
  });

  it("is false for a revoked grant, even with a future expiry", () => {
    expect(isGrantActive({ accessGranted: false, expiresAt: null }, now)).toBe(false);
    expect(isGrantActive({ accessGranted: false, expiresAt: future }, now)).toBe(false);
  });

  it("is true with no expiry or a future one", () => {
    expect(isGrantActive({ accessGranted: true, expiresAt: null }, now)).toBe(true);
    expect(isGrantActive({ accessGranted: true, expiresAt: future }, now)).toBe(true);
  });

  it("is false once the expiry is reached", () => {
    expect(isGrantActive({ accessGranted: true, expiresAt: past }, now)).toBe(false);
    expect(isGrantActive({ accessGranted: true, expiresAt: new Date(now) }, now)).toBe(false);
  });
});

describe("canAccessCourseFromFacts", () => {
  const none: CourseAccessFacts = { isAdmin: false, courseIsFree: false, courseGrant: null, generalCoursesGrant: null };
  const active = { accessGranted: true, expiresAt: null };
  const expired = { accessGranted: true, expiresAt: past };

  it("denies a paid course without grants", () => {
    expect(canAccessCourseFromFacts(none, now)).toBe(false);
  });

  it("allows admins and free courses", () => {
    expect(canAccessCourseFromFacts({ ...none, isAdmin: true }, now)).toBe(true);
    expect(canAccessCourseFromFacts({ ...none, courseIsFree: true }, now)).toBe(true);
  });

  it("allows with an active course grant or an active general 'cursos' grant", () => {
    expect(canAccessCourseFromFacts({ ...none, courseGrant: active }, now)).toBe(true);
    expect(canAccessCourseFromFacts({ ...none, generalCoursesGrant: active }, now)).toBe(true);
  });

  it("ignores expired or revoked grants", () => {
    expect(canAccessCourseFromFacts({ ...none, courseGrant: expired, generalCoursesGrant: expired }, now)).toBe(false);
    expect(canAccessCourseFromFacts({ ...none, courseGrant: { accessGranted: false, expiresAt: null } }, now)).toBe(
      false,
    );
  });
});

describe("canOpenLessonFromFacts", () => {
  const none = {
    isAdmin: false,
    courseIsFree: false,
    courseGrant: null,
    generalCoursesGrant: null,
    lessonIsFree: false,
  };
  const active = { accessGranted: true, expiresAt: null };
  const expired = { accessGranted: true, expiresAt: past };

  it("opens a free lesson of a paid course to anyone", () => {
    expect(canOpenLessonFromFacts({ ...none, lessonIsFree: true }, now)).toBe(true);
  });

  it("opens a paid lesson exactly as its course: admin, free course, active grant", () => {
    expect(canOpenLessonFromFacts(none, now)).toBe(false);
    expect(canOpenLessonFromFacts({ ...none, isAdmin: true }, now)).toBe(true);
    expect(canOpenLessonFromFacts({ ...none, courseIsFree: true }, now)).toBe(true);
    expect(canOpenLessonFromFacts({ ...none, courseGrant: active }, now)).toBe(true);
    expect(canOpenLessonFromFacts({ ...none, generalCoursesGrant: active }, now)).toBe(true);
    expect(canOpenLessonFromFacts({ ...none, courseGrant: expired, generalCoursesGrant: expired }, now)).toBe(false);
  });
});

describe("courseProductType", () => {
  it("prefixes the course id", () => {
    expect(courseProductType("0b7f4c1e-2a4b-4f7e-9a55-0c9d1b8e6f21")).toBe(
      "course-0b7f4c1e-2a4b-4f7e-9a55-0c9d1b8e6f21",
    );
  });
});

describe("parseProductType", () => {
  const id = "0b7f4c1e-2a4b-4f7e-9a55-0c9d1b8e6f21";

  it("accepts exactly the values of the database's CHECK rule", () => {
    for (const value of ["promocoes", "relatorios", "planos", "cursos", `course-${id}`]) {
      expect(parseProductType(value)).toBe(value);
    }
  });

  it("normalizes case and blanks", () => {
    expect(parseProductType(" PROMOCOES ")).toBe("promocoes");
    expect(parseProductType(`course-${id.toUpperCase()}`)).toBe(`course-${id}`);
  });

  it("refuses anything else", () => {
    for (const value of [
      "",
      "vip",
      "curso",
      "course-",
      "course-123",
      `course-${id}0`,
      `course ${id}`,
      `xcourse-${id}`,
    ]) {
      expect(parseProductType(value)).toBeNull();
    }
  });

  it("courseIdOf reads the course back, and is null for fixed products", () => {
    expect(courseIdOf(courseProductType(id))).toBe(id);
    expect(courseIdOf("cursos")).toBeNull();
  });
});

describe("what 'Liberar Tudo' and 'Revogar Tudo' cover", () => {
  it("Liberar Tudo grants the products that open something: promotions/dashboard and every course", () => {
    expect(GRANT_ALL_PRODUCTS).toEqual(["promocoes", "cursos"]);
  });

  it("Revogar Tudo takes every grant still marked granted, expired or not, whatever the product", () => {
    const grants = [
      { productType: "promocoes", accessGranted: true, expiresAt: null },
      { productType: "cursos", accessGranted: false, expiresAt: null },
      { productType: "course-x", accessGranted: true, expiresAt: past },
      { productType: "relatorios", accessGranted: true, expiresAt: future },
    ];
    expect(grantsToRevokeAll(grants).map((grant) => grant.productType)).toEqual([
      "promocoes",
      "course-x",
      "relatorios",
    ]);
    expect(grantsToRevokeAll([])).toEqual([]);
  });
});
