/**
 * The one rule behind read-only credentials (the /demo session, a 'leitura' API token): they may
 * run any query, and of the mutations only those that merely end the caller's own session.
 */
export interface ProcedureCall {
  type: "query" | "mutation" | "subscription";
  /** Marked on the procedure itself (e.g. logout): safe for a read-only caller. */
  allowedWhenReadOnly: boolean;
}

export function readOnlyRefuses(call: ProcedureCall, readOnly: boolean): boolean {
  return readOnly && call.type !== "query" && !call.allowedWhenReadOnly;
}

export const READ_ONLY_MESSAGE = "Este acesso é somente leitura.";
