import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { passwordResetTokens, users } from "../db/schema";

const ExpireInput = z.object({ email: z.string().trim().toLowerCase() });

/**
 * DEV_TOOLS only (never in production): lets the e2e see an expired reset link without waiting
 * an hour, by moving the account's open links into the past. The Origin guard still applies.
 */
export function registerDevTools(app: FastifyInstance, db: Db): void {
  app.post("/dev/reset-links/expire", async (request, reply) => {
    const { email } = ExpireInput.parse(request.body);
    const expired = await db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(
        and(
          isNull(passwordResetTokens.usedAt),
          eq(passwordResetTokens.userId, sql`(select ${users.id} from ${users} where ${users.email} = ${email})`),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    return reply.send({ expired: expired.length });
  });
}
