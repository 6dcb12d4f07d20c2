import { describe, expect, it } from "vitest";
import { COVER_MOTIFS, coverPlaceholder } from "./cover-placeholder";

const ids = [
  "0b6f1c3e-7a52-4d1e-9f0a-5c2d8e4b7a10",
  "5e9a2b7c-1d34-4f86-a0b2-c3d4e5f60718",
  "9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f",
  "f0e1d2c3-b4a5-4968-8776-655443322110",
];

describe("coverPlaceholder", () => {
  it("gives each course a look of its own, and always the same one", () => {
    const looks = ids.map((id) => coverPlaceholder(id, "Milhas"));
    expect(new Set(looks.map((look) => `${look.from}-${look.motif}`)).size).toBe(ids.length);
    expect(coverPlaceholder(ids[0] ?? "", "Milhas")).toEqual(looks[0]);
  });

  it("keeps the motif in range, and the title's initial", () => {
    for (const id of ids) {
      const look = coverPlaceholder(id, "  emissões");
      expect(look.motif).toBeGreaterThanOrEqual(0);
      expect(look.motif).toBeLessThan(COVER_MOTIFS);
      expect(look.initial).toBe("E");
      expect(look.from).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});
