import { describe, expect, it } from "vitest";
import { describeCpfProblem, placeStateLine } from "./cpf-problems";

const names = (id: string) => ({ bia: "Bia Souza" })[id] ?? "?";

describe("what a member reads about a CPF limit", () => {
  it("names the count and the day a place frees", () => {
    expect(describeCpfProblem({ kind: "over_limit", used: 25, limit: 24, fitsOn: "2027-03-15" }, names)).toEqual({
      kind: "over_limit",
      personId: null,
      clearsOn: "2027-03-15",
      message: "Esta emissão passaria do limite do programa: 25 de 24 CPFs. Um lugar fica livre em 15/03/2027.",
    });
  });

  it("says when nothing registered frees a place", () => {
    expect(describeCpfProblem({ kind: "over_limit", used: 6, limit: 5, fitsOn: null }, names).message).toContain(
      "Nenhum lugar fica livre",
    );
  });

  it("names the person not on a fixed list, or still waiting, and the day they may fly", () => {
    expect(describeCpfProblem({ kind: "not_listed", personId: "bia" }, names).message).toBe(
      "Bia Souza não está na lista de beneficiários do programa.",
    );
    expect(describeCpfProblem({ kind: "waiting", personId: "bia", usableFrom: "2026-12-10" }, names)).toMatchObject({
      clearsOn: "2026-12-10",
      message: "Bia Souza só pode voar com as milhas deste programa a partir de 10/12/2026.",
    });
  });

  it("tells each place's state", () => {
    expect(placeStateLine({ status: "in_use", freesOn: "2027-01-01", usableFrom: null })).toBe("Libera em 01/01/2027");
    expect(placeStateLine({ status: "in_use", freesOn: null, usableFrom: "2026-01-01" })).toBe("Em uso");
    expect(placeStateLine({ status: "waiting", freesOn: null, usableFrom: "2026-12-10" })).toBe(
      "Aguardando até 10/12/2026",
    );
  });
});
