import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_CHARACTERS_MESSAGE } from "@/shared/schemas/text";
import { APP_ERRORS } from "../errors";
import { signedInMember } from "../testing/account-fixtures";
import { createTestApp, type TestApp } from "../testing/test-app";
import { expectTRPCError } from "../testing/trpc-client";

// docs/decisions/020: a NUL byte in a name gave HTTP 500, and the log carried the failing SQL with the
// member's e-mail and name. Now text refuses control characters, and logs never hold bound values.
let testApp: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  testApp = await createTestApp({ env: { LOG_LEVEL: "info" }, logStream: { write: (line) => logLines.push(line) } });
});

afterAll(async () => {
  await testApp?.close();
});

describe("control characters in text", () => {
  it("are refused with the pt-BR message instead of reaching the database", async () => {
    const member = await signedInMember(testApp);
    for (const name of ["Ana\u0000Souza", "Ana\u001bSouza", "Ana\nSouza"]) {
      await expectTRPCError(member.browser.trpc.account.updateName.mutate({ name }), {
        code: "BAD_REQUEST",
        message: INVALID_CHARACTERS_MESSAGE,
      });
    }
    expect(logLines.join("")).not.toContain("Erro interno");
  });
});

describe("a query the database refuses", () => {
  it("answers the generic error and logs the SQL and the constraint, never the values it carried", async () => {
    const member = await signedInMember(testApp);
    const secretName = `Recusado ${member.id.slice(0, 8)}`;
    // A rule the app does not know of, so the UPDATE fails inside PostgreSQL with the row in its detail.
    await testApp.database.db.execute(
      sql.raw(
        `alter table profiles add constraint sec_test_name check (full_name is null or full_name not like 'Recusado%')`,
      ),
    );
    try {
      await expectTRPCError(member.browser.trpc.account.updateName.mutate({ name: secretName }), {
        code: "INTERNAL_SERVER_ERROR",
        message: APP_ERRORS.INTERNAL.message,
      });
    } finally {
      await testApp.database.db.execute(sql.raw("alter table profiles drop constraint sec_test_name"));
    }

    const entries = logLines.map((line) => JSON.parse(line) as { msg?: string; err?: Record<string, unknown> });
    const failure = entries.find((entry) => entry.msg === "Erro interno em procedimento");
    expect(failure?.err).toBeDefined();
    expect(failure?.err?.query).toMatch(/^update "profiles" set "full_name" = \$1/);
    expect(JSON.stringify(failure)).toContain("sec_test_name");
    // The user id may name who acted elsewhere (authentication events); the failure's own line carries no value.
    for (const secret of [secretName, member.email, member.id]) expect(JSON.stringify(failure)).not.toContain(secret);
    const everything = logLines.join("");
    for (const secret of [secretName, member.email]) expect(everything).not.toContain(secret);
  });
});
