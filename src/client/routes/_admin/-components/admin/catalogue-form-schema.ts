import { z } from "@/shared/schemas/zod-locale";
import { moneyText, wholeNumberText } from "@/client/lib/forms/form-text";
import { into } from "@/client/lib/forms/into";
import type { RouterOutputs } from "@/client/trpc";
import { centsToMoneyText } from "@/client/lib/forms/form-text";
import { ratioText } from "@/shared/domain/wallet/program-catalogue";
import { CATALOGUE_MESSAGES as M, CatalogueEntryInputSchema } from "@/shared/schemas/program-catalogue";

export type AdminCatalogueEntry = RouterOutputs["catalogue"]["list"][number];

/** "Smiles 1:1", one partner a line: a name of the catalogue and a ratio. */
const PARTNER_LINE = /^(.*\S)\s+(\d{1,3})\s*:\s*(\d{1,3})$/;

/** The partners textarea as the shared input's list, naming the catalogue's entries by name. */
function partnersText(entries: readonly Pick<AdminCatalogueEntry, "id" | "name">[]) {
  return z.string().transform((text, ctx) => {
    const partners = [];
    for (const line of text.split("\n").map((row) => row.trim())) {
      if (line === "") continue;
      const match = PARTNER_LINE.exec(line);
      const destination = match && entries.find((entry) => entry.name.toLowerCase() === match[1]?.toLowerCase());
      if (!match || !destination) {
        ctx.addIssue({
          code: "custom",
          message: `Parceiro não reconhecido: "${line}". Use o nome do catálogo e a proporção, ex.: Smiles 1:1.`,
        });
        return z.NEVER;
      }
      partners.push({ destinationId: destination.id, pointsSent: Number(match[2]), milesReceived: Number(match[3]) });
    }
    return partners;
  });
}

/** The dialog's values as typed, turned into the shared input the server validates again. */
export function catalogueFormSchema(entries: readonly Pick<AdminCatalogueEntry, "id" | "name">[]) {
  return z
    .object({
      name: z.string(),
      kind: z.string().transform((value) => (value === "" ? undefined : value)),
      aliases: z.string().transform((text) =>
        text
          .split(",")
          .map((alias) => alias.trim())
          .filter((alias) => alias !== ""),
      ),
      purchaseValidityMonths: wholeNumberText(M.validityInvalid),
      bonusValidityMonths: wholeNumberText(M.validityInvalid),
      clubValidityMonths: wholeNumberText(M.validityInvalid),
      flightValidityMonths: wholeNumberText(M.validityInvalid),
      validityNote: z.string(),
      minimumTransferPoints: wholeNumberText(M.minimumInvalid),
      rulesSource: z.string(),
      rulesCheckedOn: z.string(),
      referenceLowCents: moneyText(M.referenceInvalid),
      referenceHighCents: moneyText(M.referenceInvalid),
      referenceSource: z.string(),
      referenceCheckedOn: z.string(),
      partners: partnersText(entries),
    })
    .transform(into(CatalogueEntryInputSchema));
}

export type CatalogueFormValues = z.input<ReturnType<typeof catalogueFormSchema>>;

const numberText = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

/** Blank for a new entry, or the entry's own values to edit it. */
export function catalogueFormValues(entry?: AdminCatalogueEntry): CatalogueFormValues {
  return {
    name: entry?.name ?? "",
    kind: entry?.kind ?? "",
    aliases: entry?.aliases.join(", ") ?? "",
    purchaseValidityMonths: numberText(entry?.purchaseValidityMonths),
    bonusValidityMonths: numberText(entry?.bonusValidityMonths),
    clubValidityMonths: numberText(entry?.clubValidityMonths),
    flightValidityMonths: numberText(entry?.flightValidityMonths),
    validityNote: entry?.validityNote ?? "",
    minimumTransferPoints: numberText(entry?.minimumTransferPoints),
    rulesSource: entry?.rulesSource ?? "",
    rulesCheckedOn: entry?.rulesCheckedOn ?? "",
    referenceLowCents: entry?.referenceLowCents ? centsToMoneyText(entry.referenceLowCents) : "",
    referenceHighCents: entry?.referenceHighCents ? centsToMoneyText(entry.referenceHighCents) : "",
    referenceSource: entry?.referenceSource ?? "",
    referenceCheckedOn: entry?.referenceCheckedOn ?? "",
    partners: entry?.partners.map((partner) => `${partner.destinationName} ${ratioText(partner)}`).join("\n") ?? "",
  };
}
