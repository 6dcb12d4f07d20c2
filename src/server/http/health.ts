import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";

const READINESS_TIMEOUT_MS = 2_000;

export function registerHealthRoutes(app: FastifyInstance, db: Db): void {
  app.get("/healthz", async () => ({ status: "ok" }));

  app.get("/readyz", async (request, reply) => {
    try {
      await Promise.race([
        db.execute(sql`select 1`),
        new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), READINESS_TIMEOUT_MS).unref()),
      ]);
      return { status: "ready" };
    } catch (error) {
      request.log.warn({ err: error }, "Banco de dados indisponível");
      return reply.code(503).send({ status: "unavailable" });
    }
  });
}
