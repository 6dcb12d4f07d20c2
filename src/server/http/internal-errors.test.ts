import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { APP_ERRORS, AppError } from "../errors";
import { registerInternalErrorReply } from "./internal-errors";

const app = Fastify({ logger: false });
registerInternalErrorReply(app);
app.get("/refused", () => {
  throw new AppError("FILE_NOT_FOUND");
});
app.get("/broken", () => {
  throw new Error("select * from secrets");
});

describe("the plain routes' last word on errors", () => {
  it("answers a service's AppError with its own status and pt-BR message, as tRPC would", async () => {
    const response = await app.inject({ method: "GET", url: "/refused" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { message: APP_ERRORS.FILE_NOT_FOUND.message } });
  });

  it("answers anything else with the generic message and the request id, never the error's text", async () => {
    const response = await app.inject({ method: "GET", url: "/broken" });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain("secrets");
    expect(response.json()).toMatchObject({ error: { message: APP_ERRORS.INTERNAL.message } });
  });
});
