import type { FastifyInstance } from "fastify";
import { text } from "@/shared/schemas/text";
import { z } from "@/shared/schemas/zod-locale";
import { cookieWriter, sessionClientOf } from "../auth/request-session";
import { isAppError } from "../errors";
import { confirmEmail, type AccountDeps } from "../services/account/accounts";

const QuerySchema = z.object({ token: text().min(1).max(200) });

/** The link in the confirmation e-mail: confirms, signs in and lands on the dashboard. */
export function registerEmailConfirmationRoute(app: FastifyInstance, deps: Omit<AccountDeps, "log">): void {
  app.get("/auth/confirmar-email", async (request, reply) => {
    const query = QuerySchema.safeParse(request.query);
    if (!query.success) return reply.redirect("/login?confirmacao=invalida");
    try {
      const session = await confirmEmail(
        { ...deps, log: request.log, client: sessionClientOf(request) },
        query.data.token,
      );
      cookieWriter(reply, deps.env.APP_URL).set(session);
      return reply.redirect("/dashboard");
    } catch (error) {
      if (isAppError(error)) return reply.redirect("/login?confirmacao=invalida");
      throw error;
    }
  });
}
