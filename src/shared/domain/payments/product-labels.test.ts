import { describe, expect, it } from "vitest";
import { productLabel } from "./product-labels";

describe("productLabel", () => {
  it("names the fixed products", () => {
    expect(productLabel("promocoes")).toBe("Promoções e Minha Gestão");
    expect(productLabel("cursos")).toBe("Todos os cursos");
    expect(productLabel("relatorios")).toBe("Relatórios");
    expect(productLabel("planos")).toBe("Planos");
  });

  it("names a course grant by its course, or says the course is gone", () => {
    const product = "course-0b7f4c1e-2a4b-4f7e-9a55-0c9d1b8e6f21" as const;
    expect(productLabel(product, "Milhas do zero")).toBe("Curso: Milhas do zero");
    expect(productLabel(product, null)).toBe("Curso removido");
  });
});
