/**
 * How long an answer counts as fresh in the browser's query cache (client/lib/query-client.ts's
 * staleTime): a page does not ask for it again within that time. A page the server renders carries
 * its answers with the time they were read, so a page the server keeps for visitors
 * (server/http/shared-pages.ts) is given out only while that time is well inside this one: an
 * older copy made the browser ask for its data again the moment it adopted the page.
 */
export const ANSWER_FRESH_MS = 30_000;
