import { describe, expect, it } from "vitest";
import { playerLessonId } from "./player-lesson";

const lesson = (id: string, orderIndex: number, completed = false) => ({ id, orderIndex, completed });
const modules = [
  { orderIndex: 1, lessons: [lesson("c", 0)] },
  { orderIndex: 0, lessons: [lesson("b", 1), lesson("a", 0, true)] },
];

describe("playerLessonId", () => {
  it("opens the lesson in the address, whatever the progress", () => {
    expect(playerLessonId({ modules, progress: { lastLessonId: "c" } }, "b")).toBe("b");
  });

  it("resumes the last lesson watched", () => {
    expect(playerLessonId({ modules, progress: { lastLessonId: "c" } }, undefined)).toBe("c");
  });

  it("otherwise opens the first lesson not completed, in course order", () => {
    expect(playerLessonId({ modules, progress: { lastLessonId: null } }, undefined)).toBe("b");
  });

  it("has nothing to open in a course without lessons", () => {
    expect(playerLessonId({ modules: [], progress: { lastLessonId: null } }, undefined)).toBeNull();
  });
});
