import { describe, expect, it } from "vitest";
import { GrantAccessInputSchema, GrantFormSchema, ProductTypeSchema, UsersListInputSchema } from "./admin";

const userId = "3f1c2b8e-7d4a-4c6b-9e2f-1a0b9c8d7e6f";
const courseId = "0b7f4c1e-2a4b-4f7e-9a55-0c9d1b8e6f21";
const form = { userId, target: "promocoes", courseId: "", expiresOn: "" } as const;

describe("GrantFormSchema (product §5 grant dialog)", () => {
  it("needs a user", () => {
    const result = GrantFormSchema.safeParse({ ...form, userId: "" });
    expect(result.error?.issues[0]).toMatchObject({ message: "Selecione um usuário.", path: ["userId"] });
  });

  it("needs a course only when the access is for one specific course", () => {
    const missing = GrantFormSchema.safeParse({ ...form, target: "course" });
    expect(missing.error?.issues[0]).toMatchObject({ message: "Selecione o curso.", path: ["courseId"] });
    expect(GrantFormSchema.parse({ ...form, target: "course", courseId })).toEqual({
      userId,
      productType: `course-${courseId}`,
      expiresOn: null,
    });
    expect(GrantFormSchema.parse({ ...form, target: "cursos", courseId })).toMatchObject({ productType: "cursos" });
  });

  it("keeps the expiry optional but real", () => {
    expect(GrantFormSchema.parse({ ...form, expiresOn: "2026-12-31" })).toMatchObject({ expiresOn: "2026-12-31" });
    expect(GrantFormSchema.safeParse({ ...form, expiresOn: "2026-02-30" }).error?.issues[0]?.message).toBe(
      "Informe uma data válida (AAAA-MM-DD).",
    );
  });

  it("produces exactly what the grant procedure accepts", () => {
    const input = GrantFormSchema.parse({ ...form, expiresOn: "2026-12-31" });
    expect(GrantAccessInputSchema.parse(input)).toEqual({
      userId,
      productType: "promocoes",
      expiresAt: new Date("2026-12-31T23:59:59.999-03:00"),
    });
  });
});

describe("ProductTypeSchema", () => {
  it("refuses products outside the CHECK rule with a pt-BR message", () => {
    expect(ProductTypeSchema.safeParse("vip").error?.issues[0]?.message).toBe("Produto inválido.");
    expect(ProductTypeSchema.parse("cursos")).toBe("cursos");
  });
});

describe("UsersListInputSchema", () => {
  it("defaults to the first page of 20 with no search, and trims the search", () => {
    expect(UsersListInputSchema.parse({})).toEqual({ search: "", page: 1, pageSize: 20 });
    expect(UsersListInputSchema.parse({ search: "  ana " }).search).toBe("ana");
  });
});
