import { and, asc, eq, inArray } from "drizzle-orm";
import { transferTerms, type TransferTerms } from "@/shared/domain/wallet/program-catalogue";
import type { DbOrTx } from "../../db/client";
import { loyaltyPrograms, programCatalogue, programCataloguePartners } from "../../db/schema";
import { AppError } from "../../errors";
import { ownedBy, type WalletScope } from "../access/wallet-scope";

const c = programCatalogue;

const entryColumns = {
  id: c.id,
  name: c.name,
  kind: c.kind,
  aliases: c.aliases,
  purchaseValidityMonths: c.purchaseValidityMonths,
  bonusValidityMonths: c.bonusValidityMonths,
  clubValidityMonths: c.clubValidityMonths,
  flightValidityMonths: c.flightValidityMonths,
  validityNote: c.validityNote,
  minimumTransferPoints: c.minimumTransferPoints,
  rulesSource: c.rulesSource,
  rulesCheckedOn: c.rulesCheckedOn,
  referenceLowCents: c.referenceLowCents,
  referenceHighCents: c.referenceHighCents,
  referenceSource: c.referenceSource,
  referenceCheckedOn: c.referenceCheckedOn,
  updatedAt: c.updatedAt,
};

/**
 * The whole catalogue (docs/decisions/034), by name, each entry with its typical transfers out and
 * their ratios. A few dozen rows at most, read whole: the wallet, the calculators, the transfer
 * form and /admin all take it from here.
 */
export async function listProgramCatalogue(db: DbOrTx) {
  const [entries, partners] = await Promise.all([
    db.select(entryColumns).from(c).orderBy(asc(c.name)),
    db
      .select({
        sourceId: programCataloguePartners.sourceId,
        destinationId: programCataloguePartners.destinationId,
        destinationName: c.name,
        pointsSent: programCataloguePartners.pointsSent,
        milesReceived: programCataloguePartners.milesReceived,
      })
      .from(programCataloguePartners)
      .innerJoin(c, eq(c.id, programCataloguePartners.destinationId))
      .orderBy(asc(c.name)),
  ]);
  return entries.map((entry) => ({
    ...entry,
    partners: partners
      .filter((partner) => partner.sourceId === entry.id)
      .map(({ destinationId, destinationName, pointsSent, milesReceived }) => ({
        destinationId,
        destinationName,
        pointsSent,
        milesReceived,
      })),
  }));
}

export type CatalogueEntryView = Awaited<ReturnType<typeof listProgramCatalogue>>[number];

/**
 * What the catalogue knows of a transfer between two of the member's programs: the ratio and the
 * destination's usual validity for base and bonus miles.
 * Null when either program has no catalogue entry ('Outro'). The one entry point for the transfer
 * form's server side; the browser reads the same from `catalogue.list` with `transferTerms`.
 */
export async function transferTermsBetweenPrograms(
  db: DbOrTx,
  scope: WalletScope,
  input: { sourceProgramId: string; destinationProgramId: string },
): Promise<TransferTerms | null> {
  const ids = [input.sourceProgramId, input.destinationProgramId];
  const programs = await db
    .select({ id: loyaltyPrograms.id, catalogueId: loyaltyPrograms.catalogueId })
    .from(loyaltyPrograms)
    .where(and(inArray(loyaltyPrograms.id, ids), ownedBy(loyaltyPrograms, scope)));
  const catalogueIdOf = (programId: string) => {
    const program = programs.find((candidate) => candidate.id === programId);
    if (!program) throw new AppError("PROGRAM_NOT_FOUND");
    return program.catalogueId;
  };
  const sourceId = catalogueIdOf(input.sourceProgramId);
  const destinationId = catalogueIdOf(input.destinationProgramId);
  if (!sourceId || !destinationId) return null;
  return transferTerms(await listProgramCatalogue(db), sourceId, destinationId);
}
