import type { FastifyInstance } from "fastify";
import { text } from "@/shared/schemas/text";
import { z } from "@/shared/schemas/zod-locale";
import type { Db } from "../db/client";
import { isAppError } from "../errors";
import { confirmEmailChange } from "../services/account/email-change";

const QuerySchema = z.object({ token: text().min(1).max(200) });

/** The link mailed to the new address: changes the account's e-mail, then lands on 'Minha conta'. */
export function registerEmailChangeRoute(app: FastifyInstance, db: Db): void {
  app.get("/auth/confirmar-novo-email", async (request, reply) => {
    const query = QuerySchema.safeParse(request.query);
    if (!query.success) return reply.redirect("/minha-conta?email=invalido");
    try {
      await confirmEmailChange(db, query.data.token);
      return reply.redirect("/minha-conta?email=confirmado");
    } catch (error) {
      if (isAppError(error)) return reply.redirect("/minha-conta?email=invalido");
      throw error;
    }
  });
}
