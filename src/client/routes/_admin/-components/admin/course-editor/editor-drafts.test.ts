import { describe, expect, it } from "vitest";
import { AutosaveRefusal } from "@/client/lib/autosave";
import { COURSE_MESSAGES as M } from "@/shared/schemas/courses";
import { lessonUpdate, materialTitleFromFileName, moduleUpdate, moved } from "./editor-drafts";

const id = "5f0c7e0e-8a59-4c1e-9a53-0c6f0e0c2a11";

describe("lessonUpdate", () => {
  it("sends only the changed fields, with minutes and the switch as values", () => {
    expect(lessonUpdate(id, { durationMinutes: " 45 ", isFree: "true" })).toEqual({
      id,
      durationMinutes: 45,
      isFree: true,
    });
    expect(lessonUpdate(id, { content: "## Aula" })).toEqual({ id, content: "## Aula" });
  });

  it("refuses what the server would refuse, with its message", () => {
    expect(() => lessonUpdate(id, { durationMinutes: "4,5" })).toThrow(new AutosaveRefusal(M.durationInvalid));
    expect(() => lessonUpdate(id, { durationMinutes: "" })).toThrow(M.durationInvalid);
    expect(() => lessonUpdate(id, { title: "  " })).toThrow(M.lessonTitleRequired);
    expect(() => lessonUpdate(id, { videoUrl: "youtube.com/watch?v=x" })).toThrow(M.videoInvalid);
  });
});

describe("moduleUpdate", () => {
  it("accepts a cleared description and refuses a blank title", () => {
    expect(moduleUpdate(id, { description: "" })).toEqual({ id, description: "" });
    expect(() => moduleUpdate(id, { title: "" })).toThrow(M.moduleTitleRequired);
  });
});

describe("moved", () => {
  it("swaps with the neighbour and stops at both ends", () => {
    expect(moved(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moved(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
    expect(moved(["a", "b"], 0, -1)).toBeNull();
    expect(moved(["a", "b"], 1, 1)).toBeNull();
  });
});

describe("materialTitleFromFileName", () => {
  it("drops the extension only", () => {
    expect(materialTitleFromFileName("Guia de milhas.pdf")).toBe("Guia de milhas");
    expect(materialTitleFromFileName("slides.v2.pptx")).toBe("slides.v2");
    expect(materialTitleFromFileName("LEIAME")).toBe("LEIAME");
    expect(materialTitleFromFileName(".pdf")).toBe(".pdf");
  });
});
