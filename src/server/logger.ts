/** The slice of pino's API the services use; Fastify's request logger satisfies it. */
export interface Logger {
  info(payload: object, message?: string): void;
  warn(payload: object, message?: string): void;
  error(payload: object, message?: string): void;
}
