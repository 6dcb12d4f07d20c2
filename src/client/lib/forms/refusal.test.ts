import { TRPCClientError } from "@trpc/client";
import { describe, expect, it, vi } from "vitest";
import { FORM_REFUSAL, refusalOf, showRefusal } from "./refusal";

/** A refusal as the client receives it, `data` shaped by src/server/trpc/init.ts's errorFormatter. */
function refused(message: string, fieldErrors?: Record<string, string[]>) {
  return TRPCClientError.from({
    error: { message, code: -32600, data: { code: "BAD_REQUEST", httpStatus: 400, fieldErrors } },
  });
}

describe("refusalOf", () => {
  it("puts each named field's first message under that field and nothing above the form", () => {
    const error = refused("Senha incorreta.", {
      currentPassword: ["Senha incorreta.", "ignored second message"],
      newPassword: ["A senha deve ter pelo menos 6 caracteres"],
    });
    expect(refusalOf(error, ["currentPassword", "newPassword"])).toEqual({
      fields: { currentPassword: "Senha incorreta.", newPassword: "A senha deve ter pelo menos 6 caracteres" },
      form: null,
    });
  });

  it("ignores fields the form does not have, and then shows the message above the form", () => {
    const error = refused("Este email já está cadastrado. Tente fazer login.", {
      newEmail: ["Este email já está cadastrado. Tente fazer login."],
    });
    expect(refusalOf(error, ["email", "password"])).toEqual({
      fields: {},
      form: "Este email já está cadastrado. Tente fazer login.",
    });
  });

  it("keeps the fields it knows when the server also names one the form lacks", () => {
    const error = refused("Email inválido", { email: ["Email inválido"], token: ["Token inválido"] });
    expect(refusalOf(error, ["email"])).toEqual({ fields: { email: "Email inválido" }, form: null });
  });

  it("shows a refusal without fieldErrors above the form, in the server's words", () => {
    expect(refusalOf(refused("Saldo insuficiente no programa."), ["amount"])).toEqual({
      fields: {},
      form: "Saldo insuficiente no programa.",
    });
  });

  it("reads malformed fieldErrors as none", () => {
    const error = TRPCClientError.from({
      error: { message: "Dados inválidos.", code: -32600, data: { fieldErrors: { amount: "not a list" } } },
    });
    expect(refusalOf(error, ["amount"])).toEqual({ fields: {}, form: "Dados inválidos." });
  });

  it("hides what is not a server answer behind the spec's fallback", () => {
    expect(refusalOf(new Error("boom"), ["amount"])).toEqual({ fields: {}, form: "Ocorreu um erro inesperado." });
  });
});

describe("showRefusal", () => {
  function fakeForm(values: Record<string, string>) {
    return { getValues: () => values, setError: vi.fn() };
  }

  it("sets the fields' errors, focusing only the first in the form's order, and returns the toast's text", () => {
    const form = fakeForm({ name: "", email: "ana@exemplo.com", password: "123456" });
    const message = showRefusal(
      form,
      refused("Esta senha é muito comum", { password: ["Esta senha é muito comum"], email: ["Email inválido"] }),
    );
    expect(message).toBe("Esta senha é muito comum");
    expect(form.setError.mock.calls).toEqual([
      ["email", { type: "server", message: "Email inválido" }, { shouldFocus: true }],
      ["password", { type: "server", message: "Esta senha é muito comum" }, { shouldFocus: false }],
    ]);
  });

  it("sets the form's own error when no field is named", () => {
    const form = fakeForm({ email: "ana@exemplo.com", password: "123456" });
    showRefusal(form, refused("Email ou senha incorretos"));
    expect(form.setError.mock.calls).toEqual([
      [FORM_REFUSAL, { type: "server", message: "Email ou senha incorretos" }],
    ]);
  });
});
