import { describe, expect, it } from "vitest";
import { certificateInput } from "./certificate-query";

describe("certificateInput", () => {
  it("asks for the canonical code, whatever the case and dashes typed", () => {
    expect(certificateInput("7kq2m9xd4htb")).toEqual({ code: "7KQ2-M9XD-4HTB" });
  });

  it("asks nothing for an address that cannot be a code", () => {
    expect(certificateInput("abc")).toBeNull();
  });
});
