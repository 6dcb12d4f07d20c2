import { describe, expect, it } from "vitest";
import { scrubMessage, serializeError } from "./log-errors";

describe("logged errors", () => {
  it("keep the words of a database message and drop the values it quotes", () => {
    expect(scrubMessage("Failed query: select 1 where email = $1\nparams: ana@x.com,Ana")).toBe(
      "Failed query: select 1 where email = $1",
    );
    expect(scrubMessage('invalid input syntax for type uuid: "ana@x.com"')).toBe(
      "invalid input syntax for type uuid: …",
    );
    expect(scrubMessage('invalid input value for enum transaction_type: "ana"')).toBe(
      "invalid input value for enum transaction_type: …",
    );
    expect(scrubMessage('value "99999999999" is out of range for type integer')).toBe(
      "value … is out of range for type integer",
    );
    expect(scrubMessage('relation "users" does not exist')).toBe('relation "users" does not exist');
  });

  it("drop bound parameters and rows from every error of the chain, keeping code and constraint", () => {
    const database = Object.assign(new Error('new row for relation "profiles" violates check constraint "c"'), {
      code: "23514",
      constraint: "c",
      detail: "Failing row contains (ana@x.com, Ana).",
      parameters: ["Ana"],
    });
    const query = Object.assign(new Error("Failed query: update x\nparams: Ana,ana@x.com", { cause: database }), {
      query: "update x",
      params: ["Ana", "ana@x.com"],
    });
    const logged = JSON.stringify(serializeError(query));
    expect(logged).not.toMatch(/Ana|ana@x\.com/);
    expect(logged).toContain('"code":"23514"');
    expect(logged).toContain('"query":"update x"');
  });
});
