import { describe, expect, it } from "vitest";
import { z } from "@/shared/schemas/zod-locale";
import { into } from "./into";

const Shared = z.object({
  name: z.string().min(1, "Informe o nome."),
  tags: z.array(z.string().min(1, "Etiqueta vazia.")),
});

// A form of text fields, turned into the shared input as the dialogs' schemas do.
const Form = z.object({ name: z.string(), tags: z.string() }).transform(({ name, tags }) => ({
  name,
  tags: tags.split(","),
}));

describe("into", () => {
  it("hands the form's values to the shared schema and returns its output", () => {
    expect(Form.transform(into(Shared)).parse({ name: "Smiles", tags: "a,b" })).toEqual({
      name: "Smiles",
      tags: ["a", "b"],
    });
  });

  it("keeps the shared schema's messages, each on the top-level field it is about", () => {
    const result = Form.transform(into(Shared)).safeParse({ name: "", tags: "a," });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ["name"], message: "Informe o nome." },
      { path: ["tags"], message: "Etiqueta vazia." },
    ]);
  });
});
