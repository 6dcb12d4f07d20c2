import { describe, expect, it } from "vitest";
import { movementsOfPrograms, programsOfHolder, transfersOfPrograms } from "./holder-filter";

const programs = [
  { id: "smiles", holderId: "ana" },
  { id: "latam", holderId: "caio" },
  { id: "azul", holderId: "ana" },
];

describe("the holder switcher's narrowing", () => {
  it("keeps every program for 'Todos' and one holder's otherwise", () => {
    expect(programsOfHolder(programs).map((program) => program.id)).toEqual(["smiles", "latam", "azul"]);
    expect(programsOfHolder(programs, "ana").map((program) => program.id)).toEqual(["smiles", "azul"]);
    expect(programsOfHolder(programs, "ninguem")).toEqual([]);
  });

  it("keeps the movements of the programs kept", () => {
    const movements = [
      { id: 1, programId: "smiles" },
      { id: 2, programId: "latam" },
      { id: 3, programId: "azul" },
    ];
    expect(movementsOfPrograms(movements, programsOfHolder(programs, "caio"))).toEqual([{ id: 2, programId: "latam" }]);
  });

  it("keeps a transfer when either side is a program kept", () => {
    const transfers = [
      { id: 1, fromProgramId: "smiles", toProgramId: "azul" },
      { id: 2, fromProgramId: "smiles", toProgramId: "latam" },
    ];
    expect(transfersOfPrograms(transfers, programsOfHolder(programs, "caio")).map((transfer) => transfer.id)).toEqual([
      2,
    ]);
  });
});
