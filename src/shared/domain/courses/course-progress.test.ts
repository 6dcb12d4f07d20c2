import { describe, expect, it } from "vitest";
import {
  countCompleted,
  lessonNeighbours,
  lessonsInOrder,
  progressPercent,
  resumeLesson,
  resumePosition,
} from "./course-progress";

const lesson = (id: string, orderIndex: number) => ({ id, orderIndex });
const modules = [
  { orderIndex: 1, lessons: [lesson("c", 1), lesson("b", 0)] },
  { orderIndex: 0, lessons: [lesson("a", 0)] },
  { orderIndex: 2, lessons: [] },
  { orderIndex: 3, lessons: [lesson("d", 0), lesson("e", 0)] },
];
const ordered = lessonsInOrder(modules);

describe("lessonsInOrder", () => {
  it("orders modules, then lessons inside each, by order_index; ties keep their given order", () => {
    expect(ordered.map((l) => l.id)).toEqual(["a", "b", "c", "d", "e"]);
  });
});

describe("lessonNeighbours", () => {
  it("crosses module boundaries", () => {
    const { previous, next } = lessonNeighbours(ordered, "c");
    expect(previous?.id).toBe("b");
    expect(next?.id).toBe("d");
  });

  it("has no previous for the first lesson and no next for the last", () => {
    expect(lessonNeighbours(ordered, "a").previous).toBeNull();
    expect(lessonNeighbours(ordered, "e").next).toBeNull();
  });

  it("has neither for a lesson not in the course", () => {
    expect(lessonNeighbours(ordered, "zz")).toEqual({ previous: null, next: null });
  });
});

describe("progressPercent", () => {
  it("is a whole percent, rounded down", () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(66);
  });

  it("reads 100 only when every lesson is done", () => {
    expect(progressPercent(199, 200)).toBe(99);
    expect(progressPercent(3, 3)).toBe(100);
  });

  it("is 0 for a course with no lessons or nothing done", () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(0, 5)).toBe(0);
  });
});

describe("countCompleted", () => {
  it("ignores completions of lessons no longer in the course", () => {
    expect(countCompleted(["a", "b"], new Set(["a", "deleted"]))).toBe(1);
  });
});

describe("resumeLesson", () => {
  it("reopens the last lesson watched", () => {
    expect(resumeLesson(ordered, "d", new Set())?.id).toBe("d");
  });

  it("falls back to the first lesson not completed, then the first", () => {
    expect(resumeLesson(ordered, "gone", new Set(["a", "b"]))?.id).toBe("c");
    expect(resumeLesson(ordered, null, new Set(["a", "b", "c", "d", "e"]))?.id).toBe("a");
    expect(resumeLesson([], null, new Set())).toBeNull();
  });
});

describe("resumePosition", () => {
  it("resumes where the video stopped", () => {
    expect(resumePosition(95, 600)).toBe(95);
    expect(resumePosition(95, null)).toBe(95);
  });

  it("starts over at the very beginning or the very end", () => {
    expect(resumePosition(3, 600)).toBe(0);
    expect(resumePosition(598, 600)).toBe(0);
  });
});
