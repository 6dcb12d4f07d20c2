import { describe, expect, it } from "vitest";
import { beneficiariesSheet, holdersSheet, passengersSheet } from "./readable-sheets";

const ana = { id: "h1", name: "Ana", cpf: null, birthDate: null, isMember: true };
const caio = { id: "h2", name: "Caio", cpf: "39053344705", birthDate: "1990-07-14", isMember: false };
const bia = { id: "b1", name: "Bia", cpf: "11144477735", birthDate: "2024-12-10", createdAt: new Date(0) };

describe("the household's readable spreadsheets", () => {
  it("write holders and beneficiaries with their whole CPF and birth date, the member's own marked", () => {
    expect(holdersSheet([ana, caio]).rows).toEqual([
      ["Ana", "", "", "Você (dono da conta)"],
      ["Caio", "390.533.447-05", "14/07/1990", "Outro titular"],
    ]);
    expect(beneficiariesSheet([bia]).rows).toEqual([["Bia", "111.444.777-35", "10/12/2024", "31/12/1969 21:00"]]);
  });

  it("write one line per passenger, with the CPF of the person each one is", () => {
    const sheet = passengersSheet(
      [
        {
          issuedOn: "2026-03-09",
          holderName: "Caio",
          programName: "Smiles",
          origin: "GRU",
          destination: "REC",
          departureOn: "2026-04-10",
          passengers: [
            { kind: "holder", id: "h1", name: "Ana" },
            { kind: "beneficiary", id: "b1", name: "Bia" },
          ],
        },
      ],
      [ana, caio, bia],
    );
    expect(sheet.rows).toEqual([
      ["09/03/2026", "Caio", "Smiles", "GRU", "REC", "10/04/2026", "Ana", "", "", "Titular"],
      [
        "09/03/2026",
        "Caio",
        "Smiles",
        "GRU",
        "REC",
        "10/04/2026",
        "Bia",
        "111.444.777-35",
        "10/12/2024",
        "Beneficiário",
      ],
    ]);
    expect(sheet.headers).toHaveLength(sheet.rows[0]?.length ?? 0);
  });
});
