import { describe, expect, it } from "vitest";
import { planImport, type KnownHolder } from "./plan";
import type { ImportRow } from "./rows";

const MEMBER: KnownHolder = { id: "m", name: "Ana Souza", cpf: null, isMember: true };
const BIA: KnownHolder = { id: "b", name: "Bia", cpf: "11144477735", isMember: false };
const OPTIONS = { canAddHolders: true, mapping: { holderName: 2, holderCpf: 3 }, headers: ["", "", "Titular", "CPF"] };

const row = (line: number, fields: Partial<ImportRow> = {}): ImportRow => ({
  line,
  date: "2026-10-01",
  program: "Smiles",
  holderName: null,
  holderCpf: null,
  kind: "accumulation",
  miles: 1_000,
  amountPaidCents: 0,
  expiresOn: null,
  description: null,
  ...fields,
});

describe("planImport", () => {
  it("puts a line without a holder on the member, and finds holders by CPF or by name", () => {
    const plan = planImport(
      [
        row(2),
        row(3, { holderCpf: "11144477735" }),
        row(4, { holderName: "bía" }),
        row(5, { holderName: "ANA SOUZA" }),
      ],
      { holders: [MEMBER, BIA], programs: [{ id: "p", name: "SMILES", holderId: "m" }] },
      OPTIONS,
    );
    expect(plan.errors).toEqual([]);
    expect(plan.lines.map((line) => [line.row.line, line.holderName])).toEqual([
      [2, "Ana Souza"],
      [3, "Bia"],
      [4, "Bia"],
      [5, "Ana Souza"],
    ]);
    // The member's Smiles exists; Bia's does not, once for her two lines.
    expect(plan.newPrograms).toEqual([
      { key: "titular:b|smiles", name: "Smiles", holderKey: "titular:b", holderId: "b" },
    ]);
    expect(plan.lines.map((line) => line.programId)).toEqual(["p", null, null, "p"]);
  });

  it("creates a holder once from a new CPF with a name", () => {
    const plan = planImport(
      [
        row(2, { holderCpf: "39053344705", holderName: "Caio" }),
        row(3, { holderCpf: "39053344705", program: "Livelo" }),
      ],
      { holders: [MEMBER], programs: [] },
      OPTIONS,
    );
    expect(plan.newHolders).toEqual([{ key: "cpf:39053344705", name: "Caio", cpf: "39053344705" }]);
    expect(plan.newPrograms.map((program) => program.name)).toEqual(["Smiles", "Livelo"]);
  });

  it("refuses an unknown name, a new CPF without a name, and any new holder without PRO", () => {
    const known = { holders: [MEMBER], programs: [] };
    const unknown = planImport([row(2, { holderName: "Dora" }), row(3, { holderCpf: "39053344705" })], known, OPTIONS);
    expect(unknown.errors.map((error) => [error.line, error.column, error.message])).toEqual([
      [2, "Titular", 'Titular "Dora" não está cadastrado.'],
      [3, "Titular", "Titular novo sem nome."],
    ]);
    const free = planImport([row(2, { holderCpf: "39053344705", holderName: "Caio" })], known, {
      ...OPTIONS,
      canAddHolders: false,
    });
    expect(free.errors).toEqual([expect.objectContaining({ line: 2, column: "CPF" })]);
    expect(free.errors[0]?.fix).toContain("plano PRO");
    expect(free.lines).toEqual([]);
  });
});
