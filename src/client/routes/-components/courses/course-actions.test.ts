import { describe, expect, it } from "vitest";
import { courseActions } from "./course-actions";

describe("courseActions", () => {
  it("offers only the purchase of a paid course with no free lesson to whoever has no access", () => {
    expect(courseActions({ isFree: false, hasAccess: false, started: false, openableLessons: 0 })).toEqual({
      buy: true,
      start: null,
    });
  });

  it("keeps buying first and lets a visitor preview the free lessons", () => {
    expect(courseActions({ isFree: false, hasAccess: false, started: false, openableLessons: 1 })).toEqual({
      buy: true,
      start: { label: "Começar Curso", primary: false },
    });
  });

  it("starts a free course, and continues it once started", () => {
    expect(courseActions({ isFree: true, hasAccess: true, started: false, openableLessons: 3 })).toEqual({
      buy: false,
      start: { label: "Começar Curso", primary: true },
    });
    expect(courseActions({ isFree: true, hasAccess: true, started: true, openableLessons: 3 }).start).toEqual({
      label: "Continuar de onde parei",
      primary: true,
    });
  });

  it("never sells a paid course to a member who already has it", () => {
    const actions = courseActions({ isFree: false, hasAccess: true, started: true, openableLessons: 5 });
    expect(actions.buy).toBe(false);
    expect(actions.start?.label).toBe("Continuar de onde parei");
  });

  it("has no way into an empty course", () => {
    expect(courseActions({ isFree: true, hasAccess: true, started: false, openableLessons: 0 }).start).toBeNull();
  });
});
