import { describe, expect, it } from "vitest";
import { canAccessCourseFromFacts, courseProductType, isGrantActive, type CourseAccessFacts } from "./access";

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
    expect(
      canAccessCourseFromFacts({ ...none, courseGrant: { accessGranted: false, expiresAt: null } }, now),
    ).toBe(false);
  });
});

describe("courseProductType", () => {
  it("prefixes the course id", () => {
    expect(courseProductType("0b7f4c1e-2a4b-4f7e-9a55-0c9d1b8e6f21")).toBe("course-0b7f4c1e-2a4b-4f7e-9a55-0c9d1b8e6f21");
  });
});
