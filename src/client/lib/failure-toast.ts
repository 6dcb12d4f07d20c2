import { toast } from "sonner";
import { describeRequestError } from "./request-error";

const UNEXPECTED = "Ocorreu um erro inesperado.";

/** The text a failed request shows: the server's pt-BR message, or the spec's fallback. */
export function failureMessage(error: unknown): string {
  const described = describeRequestError(error);
  return described.kind === "unexpected" ? UNEXPECTED : described.message;
}

/** docs/product.md §8: data operations fail with a destructive toast whose description is the server's message. */
export function toastFailure(title: string, error: unknown): string {
  const message = failureMessage(error);
  toast.error(title, { description: message });
  return message;
}
