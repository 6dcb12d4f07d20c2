import { describe, expect, it } from "vitest";
import { LoginInputSchema, MESSAGES, SignupInputSchema } from "@/shared/schemas/auth";
import { firstIssue, issuesByField } from "./validation";

describe("firstIssue", () => {
  it("reports the first failing field in schema order", () => {
    const result = SignupInputSchema.safeParse({ name: "", email: "x", password: "1" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(firstIssue(result.error, ["name", "email", "password"])).toEqual({
      message: MESSAGES.nameRequired,
      field: "name",
    });
  });

  it("keeps the schema's pt-BR message", () => {
    const result = SignupInputSchema.safeParse({ name: "Ana", email: "ana@example.com", password: "123" });
    if (result.success) throw new Error("expected a failure");
    expect(firstIssue(result.error, ["name", "email", "password"])).toEqual({
      message: "A senha deve ter pelo menos 6 caracteres",
      field: "password",
    });
  });

  it("leaves the field empty when it is not one the form knows", () => {
    const result = LoginInputSchema.safeParse({ email: "nao-e-email", password: "x" });
    if (result.success) throw new Error("expected a failure");
    expect(firstIssue(result.error, ["password"])).toEqual({ message: MESSAGES.emailInvalid, field: undefined });
  });
});

describe("issuesByField", () => {
  it("keeps every field's first message, not just the first field's", () => {
    const result = SignupInputSchema.safeParse({ name: "", email: "x", password: "1" });
    if (result.success) throw new Error("expected a failure");
    expect(issuesByField(result.error, ["name", "email", "password"])).toEqual({
      fields: {
        name: MESSAGES.nameRequired,
        email: MESSAGES.emailInvalid,
        password: "A senha deve ter pelo menos 6 caracteres",
      },
      form: null,
    });
  });

  it("puts a message for a field the form does not show above the form", () => {
    const result = LoginInputSchema.safeParse({ email: "nao-e-email", password: "segredo" });
    if (result.success) throw new Error("expected a failure");
    expect(issuesByField(result.error, ["password"])).toEqual({ fields: {}, form: MESSAGES.emailInvalid });
  });
});
