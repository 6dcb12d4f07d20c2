import { describe, expect, it } from "vitest";
import { storedFileOfField } from "./file-fields";

const STAMP = "1700000000000-abcdefghijklmnop";
const url = (path: string) => `/files/${path}`;

describe("storedFileOfField", () => {
  it("takes a file uploaded for the field's own kind", () => {
    expect(storedFileOfField("promotion-image", url(`promocoes-images/promocoes/${STAMP}.png`))).toBe(
      `promocoes-images/promocoes/${STAMP}.png`,
    );
    expect(storedFileOfField("homepage-background", url(`images/homepage-backgrounds/${STAMP}.webp`))).not.toBeNull();
    expect(storedFileOfField("course-cover", url(`images/courses/${STAMP}.jpg`))).not.toBeNull();
    expect(storedFileOfField("lesson-video", url(`uploads/videos/${STAMP}.mp4`))).not.toBeNull();
    expect(storedFileOfField("lesson-material", url(`uploads/materials/${STAMP}.pdf`))).not.toBeNull();
  });

  it("refuses another field's files, so an image field can neither show nor delete them", () => {
    expect(storedFileOfField("promotion-image", url(`uploads/videos/${STAMP}.mp4`))).toBeNull();
    expect(storedFileOfField("promotion-image", url(`uploads/materials/${STAMP}.pdf`))).toBeNull();
    expect(storedFileOfField("promotion-image", url(`images/courses/${STAMP}.png`))).toBeNull();
    expect(storedFileOfField("homepage-background", url(`promocoes-images/promocoes/${STAMP}.png`))).toBeNull();
    expect(storedFileOfField("course-cover", url(`images/homepage-backgrounds/${STAMP}.png`))).toBeNull();
    expect(storedFileOfField("lesson-video", url(`uploads/materials/${STAMP}.pdf`))).toBeNull();
  });

  it("takes from the mixed course-file kind only the field's category", () => {
    expect(storedFileOfField("lesson-video", url(`uploads/courses/${STAMP}.webm`))).not.toBeNull();
    expect(storedFileOfField("lesson-video", url(`uploads/courses/${STAMP}.pdf`))).toBeNull();
    expect(storedFileOfField("lesson-material", url(`uploads/courses/${STAMP}.docx`))).not.toBeNull();
    expect(storedFileOfField("lesson-material", url(`uploads/courses/${STAMP}.png`))).toBeNull();
  });

  it("refuses addresses that are no stored file", () => {
    expect(storedFileOfField("promotion-image", "https://cdn.exemplo.com/a.png")).toBeNull();
    expect(storedFileOfField("promotion-image", url(`promocoes-images/promocoes/../x.png`))).toBeNull();
  });
});
