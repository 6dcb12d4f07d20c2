import { TRPCClientError } from "@trpc/client";

/** docs/product.md §8: the fallback text when the server's own message cannot be shown. */
export const DEFAULT_ERROR_MESSAGE = "Erro ao processar solicitação";

export type RequestFailure =
  /** The server answered; its message is already the pt-BR text for the user. */
  | { kind: "server"; message: string }
  /** The server never answered (offline, proxy error page): there is no message worth showing. */
  | { kind: "network"; message: string }
  /** Not a request failure at all: a bug on this side. */
  | { kind: "unexpected" };

export function describeRequestError(error: unknown): RequestFailure {
  if (!(error instanceof TRPCClientError)) return { kind: "unexpected" };
  if (!error.data) return { kind: "network", message: DEFAULT_ERROR_MESSAGE };
  return { kind: "server", message: error.message || DEFAULT_ERROR_MESSAGE };
}

/**
 * A refusal for lack of a plan (tRPC's FORBIDDEN, e.g. the PRO gate of another holder): the form
 * that got it offers the plan instead of leaving the member with the message alone.
 */
export function isPlanRefusal(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const data: unknown = error.data;
  return typeof data === "object" && data !== null && "code" in data && data.code === "FORBIDDEN";
}
