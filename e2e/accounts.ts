/**
 * The one account the e2e server treats as admin (ADMIN_EMAILS). Everyone else is a plain member;
 * access to Minha Gestão is granted through the admin UI, as in production. The database is
 * fresh on every run, so the fixed address never collides with an earlier run.
 */
export const E2E_ADMIN_EMAIL = "admin@e2e.milheiro.test";
