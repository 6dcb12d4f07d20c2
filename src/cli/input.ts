import type { z } from "zod";
import { EmailSchema, SignupInputSchema } from "@/shared/schemas/auth";
import { UsageError } from "./command";

/** Validates an argument with the same Zod rules the app's forms use; the message is the form's. */
function valid<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new UsageError(result.error.issues[0]?.message ?? "Valor inválido.");
  return result.data;
}

export const validEmail = (value: unknown) => valid(EmailSchema, value);
export const validName = (value: unknown) => valid(SignupInputSchema.shape.name, value);
export const validPassword = (value: unknown) => valid(SignupInputSchema.shape.password, value);
