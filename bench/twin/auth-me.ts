import type { FastifyInstance } from "fastify";
import { caller, envelope } from "./context";

export function registerAuthMe(app: FastifyInstance) {
  app.get("/trpc/auth.me", async (request, reply) => {
    const me = await caller(request.headers.authorization);
    const data = me
      ? {
          id: me.id,
          email: me.email,
          fullName: me.full_name,
          isAdmin: me.is_admin,
          readOnly: me.read_only,
          hasDashboardAccess: me.is_admin || me.has_dashboard_grant,
        }
      : null;
    return reply.type("application/json").send(envelope(data));
  });
}
