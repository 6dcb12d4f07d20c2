import { describe, expect, it } from "vitest";
import { COURSE_MESSAGES as M } from "@/shared/schemas/courses";
import { CourseFormSchema, courseFormValues, priceText } from "./course-form-schema";

const blank = courseFormValues();

describe("CourseFormSchema", () => {
  it("starts a new course as a paid draft at R$ 497,00", () => {
    expect(blank).toMatchObject({ isFree: "false", price: "497,00", status: "draft" });
  });

  it("turns the typed price into exact centavos and blanks into null", () => {
    const parsed = CourseFormSchema.parse({ ...blank, title: " Milhas do zero ", price: "1.234,56" });
    expect(parsed).toEqual({
      title: "Milhas do zero",
      description: null,
      thumbnailUrl: null,
      isFree: false,
      priceCents: 123_456,
      status: "draft",
    });
  });

  it("refuses an empty title with the shared message", () => {
    const result = CourseFormSchema.safeParse({ ...blank, title: "   " });
    expect(result.error?.issues[0]).toMatchObject({ message: M.titleRequired, path: ["title"] });
  });

  it("puts price problems on the price field, only while the course is paid", () => {
    const issue = (price: string) => CourseFormSchema.safeParse({ ...blank, title: "Curso", price }).error?.issues[0];
    expect(issue("abc")).toMatchObject({ message: M.priceInvalid, path: ["price"] });
    expect(issue("")).toMatchObject({ message: M.priceRequired, path: ["price"] });
    expect(issue("0,00")).toMatchObject({ message: M.priceRequired, path: ["price"] });
    expect(issue("2.000.000,00")).toMatchObject({ message: M.priceTooHigh, path: ["price"] });
    const free = CourseFormSchema.parse({ ...blank, title: "Curso", isFree: "true", price: "abc" });
    expect(free).toMatchObject({ isFree: true, priceCents: 0 });
  });

  it("edits a course with its own values, status included", () => {
    const values = courseFormValues({
      id: "5f0c7e0e-8a59-4c1e-9a53-0c6f0e0c2a11",
      title: "Curso",
      description: null,
      thumbnailUrl: null,
      status: "archived",
      isFree: true,
      priceCents: 9_990,
      orderIndex: 0,
      createdAt: "2026-03-01T12:00:00.000Z",
      updatedAt: "2026-03-01T12:00:00.000Z",
      moduleCount: 0,
      lessonCount: 0,
    });
    expect(values).toMatchObject({ isFree: "true", price: "99,90", status: "archived" });
    expect(priceText(5)).toBe("0,05");
  });
});
