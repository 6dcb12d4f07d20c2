/**
 * The demo account that `npm run cli -- seed-demo` (or SEED_DEMO=true on an empty database) fills
 * with a year of realistic data, and that /demo lets a visitor browse read-only.
 */
export const DEMO_ACCOUNT = {
  email: "demo@milheiro.com.br",
  name: "Conta Demonstração",
} as const;
