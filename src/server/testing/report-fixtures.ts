import type { TransactionType } from "@/shared/domain/wallet/transaction-types";
import { balanceDirection } from "@/shared/domain/wallet/transaction-types";
import { addDays } from "@/shared/domain/plain-date";
import type { Db } from "../db/client";
import { walletEntries } from "../db/schema";
import { createActor, type Caller, type TestActor } from "./wallet-actors";

/**
 * Wallets for the reports tests, written through the real wallet procedures (the one ledger,
 * docs/decisions/029). Ana has two programs and nine movements spread over 120 days, two of them
 * accumulations with a price; Bruno has rows on the very same days, so a filter that forgot the
 * owner would show them.
 */
export interface SeededMovement {
  program: "smiles" | "azul";
  type: TransactionType;
  amount: number;
  daysAgo: number;
  description: string | null;
  /** Set: an accumulation from the cost calculator's form, with what was paid (no description there). */
  paidCents?: number;
}

export const ANA_MOVEMENTS: readonly SeededMovement[] = [
  { program: "smiles", type: "accumulation", amount: 10_000, daysAgo: 120, description: null, paidCents: 21_000 },
  { program: "azul", type: "accumulation", amount: 5_000, daysAgo: 120, description: null, paidCents: 0 },
  { program: "azul", type: "expiration", amount: 200, daysAgo: 100, description: "Venceu" },
  { program: "smiles", type: "bonus", amount: 500, daysAgo: 40, description: "Bônus de boas-vindas" },
  { program: "smiles", type: "usage", amount: 3_000, daysAgo: 10, description: "Passagem GRU–REC" },
  { program: "azul", type: "transfer", amount: 1_000, daysAgo: 5, description: '=HYPERLINK("http://x";"ganhe")' },
  { program: "smiles", type: "accumulation", amount: 1_000, daysAgo: 2, description: null, paidCents: 0 },
  { program: "smiles", type: "accumulation", amount: 2_000, daysAgo: 1, description: "Cartão; fatura de março" },
  { program: "azul", type: "usage", amount: 300, daysAgo: 0, description: null },
];

/** A seeded movement's miles as the ledger signs them. */
export const signedMiles = (movement: SeededMovement) => balanceDirection(movement.type) * movement.amount;

export interface ReportWallets {
  ana: TestActor;
  bruno: TestActor;
  programs: { smiles: { id: string }; azul: { id: string }; bruno: { id: string } };
}

async function seed(
  caller: Caller,
  programIds: Record<SeededMovement["program"], string>,
  movements: readonly SeededMovement[],
  today: string,
) {
  for (const movement of movements) {
    const programId = programIds[movement.program];
    const date = addDays(today, -movement.daysAgo);
    if (movement.paidCents !== undefined) {
      await caller.wallet.accumulations.create({
        programId,
        milesAcquired: movement.amount,
        amountPaidCents: movement.paidCents,
        calculationDate: date,
      });
    } else {
      await caller.wallet.transactions.create({
        programId,
        type: movement.type,
        amount: movement.amount,
        description: movement.description,
        transactionDate: date,
      });
    }
  }
}

export async function seedReportWallets(db: Db, today: string): Promise<ReportWallets> {
  const ana = await createActor(db);
  const bruno = await createActor(db);
  const smiles = await ana.caller.wallet.programs.create({ name: "Smiles", accountNumber: "123456" });
  const azul = await ana.caller.wallet.programs.create({ name: "Azul" });
  await seed(ana.caller, { smiles: smiles.id, azul: azul.id }, ANA_MOVEMENTS, today);

  const theirs = await bruno.caller.wallet.programs.create({ name: "Smiles do Bruno" });
  const brunos = ANA_MOVEMENTS.map((movement) => ({
    ...movement,
    amount: movement.amount + 7,
    description: "Do Bruno",
  }));
  await seed(bruno.caller, { smiles: theirs.id, azul: theirs.id }, brunos, today);
  return { ana, bruno, programs: { smiles, azul, bruno: theirs } };
}

/**
 * Many ledger rows in one statement: they share created_at (now() is per transaction), so only
 * the id orders them, which is what pagination must get right. Written straight into the ledger
 * for speed; balances and lots are not touched, and these tests never read them.
 */
export async function insertBulkMovements(
  db: Db,
  owner: { userId: string; programId: string },
  rows: readonly { type: TransactionType; amount: number; transactionDate: string; description?: string }[],
): Promise<void> {
  const CHUNK = 500;
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db.insert(walletEntries).values(
      rows.slice(start, start + CHUNK).map((row) => ({
        ...owner,
        source: row.type === "accumulation" ? ("accumulation" as const) : ("transaction" as const),
        type: row.type,
        miles: balanceDirection(row.type) * row.amount,
        amountPaidCents: row.type === "accumulation" ? 0 : null,
        entryDate: row.transactionDate,
        description: row.description ?? null,
      })),
    );
  }
}
