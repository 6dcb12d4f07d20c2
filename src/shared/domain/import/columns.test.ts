import { describe, expect, it } from "vitest";
import { headerKey, suggestMapping } from "./columns";

describe("headerKey", () => {
  it("drops accents, case, punctuation and the currency sign", () => {
    expect(headerKey("Valor pago (R$)")).toBe("valor pago");
    expect(headerKey("  OBSERVAÇÕES ")).toBe("observacoes");
    expect(headerKey("Custo/milheiro")).toBe("custo milheiro");
  });
});

describe("suggestMapping", () => {
  it("maps each usual Portuguese header to its field", () => {
    expect(
      suggestMapping([
        "Data",
        "Programa",
        "Titular",
        "CPF",
        "Tipo",
        "Quantidade",
        "Valor pago",
        "Custo por milheiro",
        "Vencimento",
        "Descrição",
      ]),
    ).toEqual([
      "date",
      "program",
      "holderName",
      "holderCpf",
      "type",
      "quantity",
      "amountPaid",
      "costPerThousand",
      "expiresOn",
      "description",
    ]);
  });

  it.each([
    ["Milhas", "quantity"],
    ["Pontos", "quantity"],
    ["Preço", "amountPaid"],
    ["Valor (R$)", "amountPaid"],
    ["Validade", "expiresOn"],
    ["Observação", "description"],
    ["Obs", "description"],
    ["Nome do titular", "holderName"],
    ["CPF do titular", "holderCpf"],
    ["Custo do milheiro (R$)", "costPerThousand"],
  ])("reads %s as %s", (header, field) => {
    expect(suggestMapping([header])).toEqual([field]);
  });

  it("matches a header that starts with a synonym, the longest one winning", () => {
    expect(suggestMapping(["Milhas compradas", "Data da transferência", "Valor pago no cartão"])).toEqual([
      "quantity",
      "date",
      "amountPaid",
    ]);
  });

  it("fills each field once and leaves unknown columns and repeats to the member", () => {
    expect(suggestMapping(["Data", "Cartão", "Valor", "Preço", "Parcelas", ""])).toEqual([
      "date",
      null,
      "amountPaid",
      null,
      null,
      null,
    ]);
  });
});
