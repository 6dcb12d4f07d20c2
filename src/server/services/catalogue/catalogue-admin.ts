import { desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  CatalogueEntryIdInputSchema,
  CatalogueEntryInputSchema,
  CatalogueEntryUpdateInputSchema,
} from "@/shared/schemas/program-catalogue";
import type { Db, Tx } from "../../db/client";
import { driverErrorOf, SQLSTATE } from "../../db/driver-errors";
import { programCatalogue, programCatalogueAudit, programCataloguePartners } from "../../db/schema";
import { AppError } from "../../errors";
import type { AdminActor } from "../access/access-grants";
import { listProgramCatalogue, type CatalogueEntryView } from "./program-catalogue";

type EntryInput = z.output<typeof CatalogueEntryInputSchema>;
type Changes = Record<string, { before: unknown; after: unknown }>;

const c = programCatalogue;

/** The fields an audit row compares, in the form's order; partners as "Destino 1:1" lines. */
function auditedFields(entry: Omit<EntryInput, "partners"> & { partners: readonly string[] }) {
  const { partners, ...fields } = entry;
  return { ...fields, aliases: [...fields.aliases], partners: [...partners].sort() };
}

function partnerLines(partners: readonly { destinationName: string; pointsSent: number; milesReceived: number }[]) {
  return partners.map((partner) => `${partner.destinationName} ${partner.pointsSent}:${partner.milesReceived}`);
}

function changesBetween(before: Record<string, unknown> | null, after: Record<string, unknown>): Changes {
  const changes: Changes = {};
  for (const [field, value] of Object.entries(after)) {
    const previous = before ? before[field] : null;
    if (JSON.stringify(previous ?? null) !== JSON.stringify(value ?? null)) {
      changes[field] = { before: previous ?? null, after: value ?? null };
    }
  }
  return changes;
}

async function replacePartners(tx: Tx, sourceId: string, partners: EntryInput["partners"]): Promise<void> {
  if (partners.some((partner) => partner.destinationId === sourceId)) throw new AppError("CATALOGUE_PARTNER_SELF");
  await tx.delete(programCataloguePartners).where(eq(programCataloguePartners.sourceId, sourceId));
  if (partners.length === 0) return;
  const destinations = await tx
    .select({ id: c.id })
    .from(c)
    .where(
      inArray(
        c.id,
        partners.map((partner) => partner.destinationId),
      ),
    )
    .for("share");
  if (destinations.length !== partners.length) throw new AppError("CATALOGUE_ENTRY_NOT_FOUND");
  await tx.insert(programCataloguePartners).values(partners.map((partner) => ({ sourceId, ...partner })));
}

async function entryOf(tx: Tx, id: string): Promise<CatalogueEntryView> {
  const entry = (await listProgramCatalogue(tx)).find((candidate) => candidate.id === id);
  if (!entry) throw new AppError("CATALOGUE_ENTRY_NOT_FOUND");
  return entry;
}

function viewAsAudited(entry: CatalogueEntryView) {
  const { id: _id, updatedAt: _updatedAt, partners, ...fields } = entry;
  return auditedFields({ ...fields, partners: partnerLines(partners) });
}

/** A taken name is the admin's mistake to correct, not a server failure. */
async function withNameGuard<T>(change: Promise<T>): Promise<T> {
  try {
    return await change;
  } catch (error) {
    const driverError = driverErrorOf(error);
    if (driverError?.code === SQLSTATE.uniqueViolation && driverError.message.includes("program_catalogue_name_key"))
      throw new AppError("CATALOGUE_NAME_TAKEN");
    throw error;
  }
}

/** Saves the entry, its partners and one audit row with every changed field, in one transaction. */
async function save(db: Db, actor: AdminActor, id: string | null, input: EntryInput): Promise<CatalogueEntryView> {
  return withNameGuard(
    db.transaction(async (tx) => {
      const { partners, ...fields } = input;
      let entryId: string;
      let before: ReturnType<typeof viewAsAudited> | null = null;
      if (id === null) {
        const [row] = await tx.insert(c).values(fields).returning({ id: c.id });
        if (!row) throw new Error("insert returned no row");
        entryId = row.id;
      } else {
        const [locked] = await tx.select({ id: c.id }).from(c).where(eq(c.id, id)).for("update");
        if (!locked) throw new AppError("CATALOGUE_ENTRY_NOT_FOUND");
        before = viewAsAudited(await entryOf(tx, id));
        await tx
          .update(c)
          .set({ ...fields, updatedAt: sql`now()` })
          .where(eq(c.id, id));
        entryId = id;
      }
      await replacePartners(tx, entryId, partners);
      const saved = await entryOf(tx, entryId);
      const changes = changesBetween(before, viewAsAudited(saved));
      if (before === null || Object.keys(changes).length > 0) {
        await tx.insert(programCatalogueAudit).values({
          catalogueId: entryId,
          actorId: actor.id,
          actorEmail: actor.email,
          action: before === null ? "create" : "update",
          changes,
        });
      }
      return saved;
    }),
  );
}

/** 'Novo programa' in /admin (docs/decisions/034). */
export function createCatalogueEntry(db: Db, actor: AdminActor, input: EntryInput): Promise<CatalogueEntryView> {
  return save(db, actor, null, input);
}

/** 'Editar' in /admin: a changed band changes every verdict at once, since verdicts read the catalogue. */
export function updateCatalogueEntry(
  db: Db,
  actor: AdminActor,
  input: z.output<typeof CatalogueEntryUpdateInputSchema>,
): Promise<CatalogueEntryView> {
  const { id, ...fields } = input;
  return save(db, actor, id, fields);
}

/** The entry's changes, newest first: who, when, and each field before and after. */
export async function listCatalogueAudit(db: Db, input: z.output<typeof CatalogueEntryIdInputSchema>) {
  return db
    .select({
      id: programCatalogueAudit.id,
      actorEmail: programCatalogueAudit.actorEmail,
      action: programCatalogueAudit.action,
      changes: programCatalogueAudit.changes,
      createdAt: programCatalogueAudit.createdAt,
    })
    .from(programCatalogueAudit)
    .where(eq(programCatalogueAudit.catalogueId, input.id))
    .orderBy(desc(programCatalogueAudit.createdAt), desc(programCatalogueAudit.id))
    .limit(50);
}
