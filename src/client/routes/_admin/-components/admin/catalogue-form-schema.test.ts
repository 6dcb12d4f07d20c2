import { describe, expect, it } from "vitest";
import { catalogueFormSchema, catalogueFormValues, type AdminCatalogueEntry } from "./catalogue-form-schema";

const SMILES = "0b5c3620-0000-4000-8000-000000000001";
const LATAM = "0b5c3620-0000-4000-8000-000000000002";
const entries = [
  { id: SMILES, name: "Smiles" },
  { id: LATAM, name: "LATAM Pass" },
];

const typed = {
  ...catalogueFormValues(),
  name: " Esfera ",
  kind: "pontos",
  aliases: "esfera, , santander esfera",
  minimumTransferPoints: "30000",
  referenceLowCents: "35,00",
  referenceHighCents: "42,00",
  referenceSource: "pontospravoar.com",
  referenceCheckedOn: "2026-11-01",
  partners: "Smiles 1:1\n\nlatam pass 2 : 1",
};

describe("the catalogue entry form", () => {
  it("turns what the admin typed into the shared input: money in centavos, partners by name", () => {
    const parsed = catalogueFormSchema(entries).parse(typed);
    expect(parsed).toMatchObject({
      name: "Esfera",
      kind: "pontos",
      aliases: ["esfera", "santander esfera"],
      minimumTransferPoints: 30_000,
      referenceLowCents: 3_500,
      referenceHighCents: 4_200,
      purchaseValidityMonths: null,
      partners: [
        { destinationId: SMILES, pointsSent: 1, milesReceived: 1 },
        { destinationId: LATAM, pointsSent: 2, milesReceived: 1 },
      ],
    });
  });

  it("names the partner line it cannot read, and half a band", () => {
    const unknown = catalogueFormSchema(entries).safeParse({ ...typed, partners: "Iberia 1:1" });
    expect(unknown.error?.issues[0]?.message).toContain('Parceiro não reconhecido: "Iberia 1:1"');
    const half = catalogueFormSchema(entries).safeParse({ ...typed, referenceHighCents: "" });
    expect(half.error?.issues[0]?.message).toBe("Informe o piso e o teto da faixa, ou deixe os dois em branco.");
  });

  it("shows a saved entry as the text the form edits", () => {
    const entry = {
      ...catalogueFormSchema(entries).parse(typed),
      id: "0b5c3620-0000-4000-8000-000000000003",
      updatedAt: "2026-11-01T00:00:00.000Z",
      partners: [{ destinationId: SMILES, destinationName: "Smiles", pointsSent: 1, milesReceived: 1 }],
    } as AdminCatalogueEntry;
    expect(catalogueFormValues(entry)).toMatchObject({
      aliases: "esfera, santander esfera",
      referenceLowCents: "35,00",
      partners: "Smiles 1:1",
      purchaseValidityMonths: "",
    });
  });
});
