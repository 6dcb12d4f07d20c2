import { API_TOKEN_SCOPES } from "../domain/account/api-tokens";
import { isPlainDate } from "../domain/plain-date";
import { EmailSchema, MESSAGES, PasswordSchema } from "./auth";
import { text } from "./text";
import { z } from "./zod-locale";

/** What the member types to confirm deleting the account. */
export const DELETE_CONFIRMATION_WORD = "EXCLUIR";

const CurrentPasswordSchema = text({ error: "Informe sua senha atual" }).min(1, "Informe sua senha atual").max(128);

export const UpdateNameInputSchema = z.object({
  name: text({ error: MESSAGES.nameRequired }).trim().min(1, MESSAGES.nameRequired).max(120, MESSAGES.nameTooLong),
});

export const ChangeEmailInputSchema = z.object({ newEmail: EmailSchema, password: CurrentPasswordSchema });

/** The 'Alterar senha' form's typed fields; the token choice is a checkbox beside them. */
export const ChangePasswordFormSchema = z.object({
  currentPassword: CurrentPasswordSchema,
  newPassword: PasswordSchema,
});

// Revoking the API tokens too is the default: a changed password usually means a leaked one.
export const ChangePasswordInputSchema = ChangePasswordFormSchema.extend({
  revokeApiTokens: z.boolean().default(true),
});

export const DeleteAccountInputSchema = z.object({
  password: CurrentPasswordSchema,
  // A plain string (not a literal) so the form can hold whatever is typed until it matches.
  confirmation: text()
    .trim()
    .refine(
      (value) => value === DELETE_CONFIRMATION_WORD,
      `Digite ${DELETE_CONFIRMATION_WORD} para confirmar a exclusão.`,
    ),
});

export const EndSessionInputSchema = z.object({ sessionId: text().min(1).max(100) });

const ExpiresOnSchema = text()
  .trim()
  .refine((value) => value === "" || isPlainDate(value), "Data de validade inválida");

/** The 'Novo token' form: every field is text, an empty date meaning "until revoked". */
export const CreateApiTokenFormSchema = z.object({
  name: text({ error: "Dê um nome ao token" })
    .trim()
    .min(1, "Dê um nome ao token")
    .max(80, "O nome deve ter no máximo 80 caracteres"),
  scope: z.enum(API_TOKEN_SCOPES, { error: "Escolha o escopo do token" }),
  // docs/decisions/039: whole CPFs and birth dates only for a token that says so.
  personalData: z.boolean({ error: "Escolha se o token acessa dados pessoais" }).default(false),
  expiresOn: ExpiresOnSchema,
  // A session alone must not mint a credential that outlives it (docs/security.md, "API tokens").
  currentPassword: CurrentPasswordSchema,
});

// A calendar day (São Paulo): the token works until the end of it. Absent or empty: until revoked.
export const CreateApiTokenInputSchema = CreateApiTokenFormSchema.extend({
  expiresOn: ExpiresOnSchema.nullish().transform((value) => (value ? value : null)),
});

export const RevokeApiTokenInputSchema = z.object({ id: text().min(1).max(100) });
