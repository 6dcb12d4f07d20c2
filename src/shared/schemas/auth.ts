import { text } from "./text";
import { z } from "./zod-locale";

export const MIN_PASSWORD_LENGTH = 6;
const MAX_PASSWORD_LENGTH = 128;

export const MESSAGES = {
  emailRequired: "Informe seu e-mail",
  emailInvalid: "Email inválido",
  passwordRequired: "Informe sua senha",
  passwordTooShort: `A senha deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres`,
  passwordTooLong: `A senha deve ter no máximo ${MAX_PASSWORD_LENGTH} caracteres`,
  nameRequired: "Informe seu nome completo",
  nameTooLong: "O nome deve ter no máximo 120 caracteres",
} as const;

/** Trimmed and lower-cased so that 'Ana@X.com ' and 'ana@x.com' are one account. */
export const EmailSchema = text({ error: MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.emailRequired)
  .pipe(z.email({ error: MESSAGES.emailInvalid }).max(254, MESSAGES.emailInvalid));

// docs/product.md §5: the minimum applies in both modes, so a short password never reaches the server's
// credential check (nor counts toward the login lockout).
export const PasswordSchema = text({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, MESSAGES.passwordTooLong);

export const LoginInputSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
});

export const SignupInputSchema = z.object({
  name: text({ error: MESSAGES.nameRequired }).trim().min(1, MESSAGES.nameRequired).max(120, MESSAGES.nameTooLong),
  email: EmailSchema,
  password: PasswordSchema,
});
export type SignupInput = z.input<typeof SignupInputSchema>;

/** 'Esqueci minha senha': only the address; the answer is the same whether or not it has an account. */
export const PasswordResetRequestInputSchema = z.object({ email: EmailSchema });

const ResetTokenSchema = text().trim().min(1).max(200);

export const ResetTokenInputSchema = z.object({ token: ResetTokenSchema });

/** The new password follows the signup rules. */
export const PasswordResetInputSchema = z.object({ token: ResetTokenSchema, password: PasswordSchema });
