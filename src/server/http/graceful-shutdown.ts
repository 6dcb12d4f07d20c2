import type { FastifyInstance } from "fastify";

/**
 * Closes the app as a SIGTERM asks (docs/security.md): the listener stops at once (a load balancer's
 * readiness probe fails, and a request on a still-open connection is answered 503), requests in
 * flight get `boundMs` to finish, and whatever is still running then has its connection cut —
 * an upload cut short removes its partial file. Resolves once the app closed, saying how.
 */
export async function closeWithin(app: FastifyInstance, boundMs: number): Promise<"drained" | "cut"> {
  let timer: NodeJS.Timeout | undefined;
  const closing = app.close().then(() => "drained" as const);
  const bound = new Promise<"cut">((resolve) => {
    timer = setTimeout(() => resolve("cut"), boundMs);
  });
  const outcome = await Promise.race([closing, bound]);
  clearTimeout(timer);
  if (outcome === "cut") {
    app.log.warn({ boundMs }, "Encerrando: prazo esgotado, conexões restantes cortadas");
    app.server.closeAllConnections();
    await closing;
  }
  return outcome;
}
