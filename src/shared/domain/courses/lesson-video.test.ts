import { describe, expect, it } from "vitest";
import { lessonVideo, youtubeEmbedUrl } from "./lesson-video";

const EMBED = "https://www.youtube.com/embed/dQw4w9WgXcQ";

describe("youtubeEmbedUrl", () => {
  it.each([
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com/watch?v=dQw4w9WgXcQ",
    "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
    "http://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PL123&index=2",
    "https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ",
    "https://youtu.be/dQw4w9WgXcQ",
    "https://youtu.be/dQw4w9WgXcQ?si=abcDEF123",
    "https://www.youtube.com/embed/dQw4w9WgXcQ",
    "https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0",
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    "https://www.youtube.com/shorts/dQw4w9WgXcQ",
    "  https://youtu.be/dQw4w9WgXcQ  ",
  ])("turns %s into the embed form", (url) => {
    expect(youtubeEmbedUrl(url)).toBe(EMBED);
  });

  it("keeps a start time, in seconds", () => {
    expect(youtubeEmbedUrl("https://youtu.be/dQw4w9WgXcQ?t=90")).toBe(`${EMBED}?start=90`);
    expect(youtubeEmbedUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s")).toBe(`${EMBED}?start=90`);
    expect(youtubeEmbedUrl("https://www.youtube.com/embed/dQw4w9WgXcQ?start=42")).toBe(`${EMBED}?start=42`);
  });

  it.each([
    "https://vimeo.com/123456",
    "https://example.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/watch",
    "https://youtu.be/",
    "javascript:alert(1)//youtu.be/dQw4w9WgXcQ",
    "/files/uploads/videos/1700000000000-abcdefghijklmnop.mp4",
    "not a url",
  ])("says %s is not YouTube", (url) => {
    expect(youtubeEmbedUrl(url)).toBeNull();
  });
});

describe("lessonVideo", () => {
  it("plays YouTube embedded and everything else natively", () => {
    expect(lessonVideo("https://youtu.be/dQw4w9WgXcQ")).toEqual({
      kind: "youtube",
      embedUrl: EMBED,
      videoId: "dQw4w9WgXcQ",
    });
    const file = "/files/uploads/videos/1700000000000-abcdefghijklmnop.mp4";
    expect(lessonVideo(file)).toEqual({ kind: "file", url: file });
    expect(lessonVideo("https://cdn.example.com/aula.mp4")).toEqual({
      kind: "file",
      url: "https://cdn.example.com/aula.mp4",
    });
  });

  it("has no video for a blank URL", () => {
    expect(lessonVideo(null)).toBeNull();
    expect(lessonVideo("   ")).toBeNull();
  });
});
