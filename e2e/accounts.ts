/**
 * Accounts the e2e server treats as admins (ADMIN_EMAILS). Minha Gestão needs admin or a
 * 'promocoes' grant, and grants need the admin UI, so each wallet test signs up as its own
 * manager: separate wallets let the tests run in parallel without seeing each other's data.
 * The database is fresh on every run, so fixed addresses never collide.
 */
export const E2E_ADMIN_EMAIL = "admin@e2e.milheiro.test";

export const E2E_MANAGER_EMAILS = [1, 2, 3, 4, 5, 6].map((n) => `gestor-${n}@e2e.milheiro.test`);

/** Admins of the promotions journeys: one per test, so they run in parallel on one database. */
export const E2E_PROMOTION_ADMIN_EMAILS = [1, 2, 3].map((n) => `promocoes-${n}@e2e.milheiro.test`);

export const E2E_ADMIN_EMAILS = [E2E_ADMIN_EMAIL, ...E2E_MANAGER_EMAILS, ...E2E_PROMOTION_ADMIN_EMAILS];
