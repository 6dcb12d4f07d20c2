import type { FastifyInstance } from "fastify";
import { text } from "@/shared/schemas/text";
import { z } from "@/shared/schemas/zod-locale";
import { isAppError } from "../errors";
import { confirmEmail, type AccountDeps } from "../services/account/accounts";

const QuerySchema = z.object({ token: text().min(1).max(200) });

/**
 * The link in the confirmation e-mail: confirms, then lands on the login page, signed out. A GET
 * that signed in would let any page log a visitor into the sender's account (login CSRF): the
 * password is asked, as for every other way in (docs/security.md, "Confirmation links").
 */
export function registerEmailConfirmationRoute(app: FastifyInstance, deps: Omit<AccountDeps, "log">): void {
  app.get("/auth/confirmar-email", async (request, reply) => {
    const query = QuerySchema.safeParse(request.query);
    if (!query.success) return reply.redirect("/login?confirmacao=invalida");
    try {
      await confirmEmail({ ...deps, log: request.log }, query.data.token);
      return reply.redirect("/login?confirmacao=ok");
    } catch (error) {
      if (isAppError(error)) return reply.redirect("/login?confirmacao=invalida");
      throw error;
    }
  });
}
