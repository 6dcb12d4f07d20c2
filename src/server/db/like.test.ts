import { describe, expect, it } from "vitest";
import { containsPattern } from "./like";

describe("containsPattern", () => {
  it("wraps the text for a contains match", () => {
    expect(containsPattern("ana")).toBe("%ana%");
  });

  it("escapes the wildcards a user may type, so they match themselves", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
