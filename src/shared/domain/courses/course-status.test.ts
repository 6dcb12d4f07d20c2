import { describe, expect, it } from "vitest";
import { courseStatusLabel } from "./course-status";

describe("courseStatusLabel", () => {
  it("reads Publicado only for published courses", () => {
    expect(courseStatusLabel("published")).toBe("Publicado");
    expect(courseStatusLabel("draft")).toBe("Rascunho");
    expect(courseStatusLabel("archived")).toBe("Rascunho");
  });
});
