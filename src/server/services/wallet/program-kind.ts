import { eq, sql } from "drizzle-orm";
import type { ProgramKind } from "@/shared/domain/wallet/program-kind";
import type { DbOrTx } from "../../db/client";
import { loyaltyPrograms, programCatalogue } from "../../db/schema";

/**
 * A program's kind, from its catalogue entry (docs/decisions/034), so what the server writes counts
 * "pontos" or "milhas" as the program does (shared/domain/wallet/program-kind.ts); null outside the
 * catalogue. A scalar subquery by primary key, for any query that reads loyalty_programs.
 */
export const programKindColumn = sql<ProgramKind | null>`(select ${programCatalogue.kind} from ${programCatalogue} where ${programCatalogue.id} = ${loyaltyPrograms.catalogueId})`;

/** One program's kind, for the words of a refusal (read only once a write was refused). */
export async function programKindOf(db: DbOrTx, programId: string): Promise<ProgramKind | null> {
  const [row] = await db
    .select({ kind: programKindColumn })
    .from(loyaltyPrograms)
    .where(eq(loyaltyPrograms.id, programId));
  return row?.kind ?? null;
}
