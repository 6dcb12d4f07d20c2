import { describe, expect, it } from "vitest";
import { replaceSection } from "./results-section";

describe("replaceSection", () => {
  it("starts an empty file with the section", () => {
    expect(replaceSection("", "web", "| a |\n")).toBe("<!-- bench:web:start -->\n| a |\n<!-- bench:web:end -->\n");
  });

  it("appends the section after another bench's, leaving that one alone", () => {
    const server = "# Bench\n\n<!-- bench:server:start -->\nserver table\n<!-- bench:server:end -->\n";
    expect(replaceSection(server, "web", "web table")).toBe(
      "# Bench\n\n<!-- bench:server:start -->\nserver table\n<!-- bench:server:end -->\n\n<!-- bench:web:start -->\nweb table\n<!-- bench:web:end -->\n",
    );
  });

  it("replaces only its own section, in place", () => {
    const document =
      "<!-- bench:web:start -->\nold\n<!-- bench:web:end -->\n\n<!-- bench:server:start -->\nserver\n<!-- bench:server:end -->\n";
    expect(replaceSection(document, "web", "new")).toBe(
      "<!-- bench:web:start -->\nnew\n<!-- bench:web:end -->\n\n<!-- bench:server:start -->\nserver\n<!-- bench:server:end -->\n",
    );
  });
});
