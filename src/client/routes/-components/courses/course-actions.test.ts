import { describe, expect, it } from "vitest";
import { courseActions } from "./course-actions";

describe("courseActions", () => {
  it("offers only the purchase of a paid course with no free lesson to whoever has no access", () => {
    expect(
      courseActions({ isFree: false, hasAccess: false, started: false, finished: false, openableLessons: 0 }),
    ).toEqual({
      buy: true,
      start: null,
    });
  });

  it("keeps buying first and lets a visitor preview the free lessons", () => {
    expect(
      courseActions({ isFree: false, hasAccess: false, started: false, finished: false, openableLessons: 1 }),
    ).toEqual({
      buy: true,
      start: { label: "Começar Curso", primary: false },
    });
  });

  it("starts a free course, and continues it once started", () => {
    expect(
      courseActions({ isFree: true, hasAccess: true, started: false, finished: false, openableLessons: 3 }),
    ).toEqual({
      buy: false,
      start: { label: "Começar Curso", primary: true },
    });
    expect(
      courseActions({ isFree: true, hasAccess: true, started: true, finished: false, openableLessons: 3 }).start,
    ).toEqual({
      label: "Continuar de onde parei",
      primary: true,
    });
  });

  it("never sells a paid course to a member who already has it", () => {
    const actions = courseActions({
      isFree: false,
      hasAccess: true,
      started: true,
      finished: false,
      openableLessons: 5,
    });
    expect(actions.buy).toBe(false);
    expect(actions.start?.label).toBe("Continuar de onde parei");
  });

  it("reads 'Rever o curso' once every lesson is completed, never 'Continuar de onde parei' beside the certificate", () => {
    const actions = courseActions({ isFree: true, hasAccess: true, started: true, finished: true, openableLessons: 3 });
    expect(actions.start).toEqual({ label: "Rever o curso", primary: true });
  });

  it("has no way into an empty course", () => {
    expect(
      courseActions({ isFree: true, hasAccess: true, started: false, finished: false, openableLessons: 0 }).start,
    ).toBeNull();
  });
});
