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
          hasDashboardAccess: me.has_dashboard_access,
          trialLastDay: me.trial_last_day,
        }
      : null;
    return reply.type("application/json").send(envelope(data));
  });
}
