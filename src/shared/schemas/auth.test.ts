import { describe, expect, it } from "vitest";
import { EmailSchema, LoginInputSchema, MESSAGES, SignupInputSchema } from "./auth";

function firstError(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  expect(result.success).toBe(false);
  return result.error?.issues[0];
}

describe("EmailSchema", () => {
  it("trims and lower-cases so one address is one account", () => {
    expect(EmailSchema.parse("  Ana.Souza@Exemplo.COM ")).toBe("ana.souza@exemplo.com");
  });

  it("rejects malformed addresses with the spec's message", () => {
    for (const value of ["ana", "ana@", "@exemplo.com", "ana @exemplo.com", "ana@exemplo"]) {
      expect(firstError(EmailSchema.safeParse(value))?.message).toBe("Email inválido");
    }
  });

  it("asks for the e-mail when blank or missing", () => {
    expect(firstError(EmailSchema.safeParse("   "))?.message).toBe(MESSAGES.emailRequired);
    expect(firstError(EmailSchema.safeParse(undefined))?.message).toBe(MESSAGES.emailRequired);
  });
});

describe("SignupInputSchema", () => {
  const valid = { name: "  Ana Souza  ", email: " ANA@EXEMPLO.COM ", password: "segredo" };

  it("trims the name and normalises the e-mail, keeping the password as typed", () => {
    expect(SignupInputSchema.parse({ ...valid, password: " seg redo " })).toEqual({
      name: "Ana Souza",
      email: "ana@exemplo.com",
      password: " seg redo ",
    });
  });

  it("requires at least 6 password characters", () => {
    const issue = firstError(SignupInputSchema.safeParse({ ...valid, password: "12345" }));
    expect(issue?.message).toBe("A senha deve ter pelo menos 6 caracteres");
    expect(issue?.path).toEqual(["password"]);
    expect(SignupInputSchema.safeParse({ ...valid, password: "123456" }).success).toBe(true);
  });

  it("requires the password", () => {
    expect(firstError(SignupInputSchema.safeParse({ ...valid, password: "" }))?.message).toBe(
      MESSAGES.passwordRequired,
    );
  });

  it("requires a name that is not just spaces", () => {
    for (const name of ["", "   ", undefined]) {
      const issue = firstError(SignupInputSchema.safeParse({ ...valid, name }));
      expect(issue?.message).toBe(MESSAGES.nameRequired);
      expect(issue?.path).toEqual(["name"]);
    }
  });

  it("reports an invalid e-mail", () => {
    expect(firstError(SignupInputSchema.safeParse({ ...valid, email: "nao-e-email" }))?.message).toBe("Email inválido");
  });
});

describe("LoginInputSchema", () => {
  it("normalises the e-mail", () => {
    expect(LoginInputSchema.parse({ email: " Ana@Exemplo.com", password: "segredo" }).email).toBe("ana@exemplo.com");
  });

  it("requires a password of at least 6 characters, as signup does (product §5: both modes)", () => {
    expect(firstError(LoginInputSchema.safeParse({ email: "ana@exemplo.com", password: "" }))?.message).toBe(
      MESSAGES.passwordRequired,
    );
    expect(firstError(LoginInputSchema.safeParse({ email: "ana@exemplo.com" }))?.message).toBe(
      MESSAGES.passwordRequired,
    );
    expect(firstError(LoginInputSchema.safeParse({ email: "ana@exemplo.com", password: "12345" }))?.message).toBe(
      "A senha deve ter pelo menos 6 caracteres",
    );
    expect(LoginInputSchema.safeParse({ email: "ana@exemplo.com", password: "123456" }).success).toBe(true);
  });
});
