/**
 * The id of the JSON data block in which the server hands the page the current session (the
 * answer auth.me would give), so the client draws the right header without asking first.
 */
export const SESSION_DATA_ELEMENT_ID = "milheiro-session";
