import type { TransactionType } from "@/shared/domain/wallet/transaction-types";
import { addDays } from "@/shared/domain/plain-date";
import type { Db } from "../db/client";
import { pointsTransactions } from "../db/schema";
import { createActor, type TestActor } from "./wallet-actors";

/**
 * Wallets for the reports tests, written through the real wallet procedures. Ana has two
 * programs and six transactions spread over 100 days; Bruno has rows on the very same days, so a
 * filter that forgot the owner would show them.
 */
export interface SeededMovement {
  program: "smiles" | "azul";
  type: TransactionType;
  amount: number;
  daysAgo: number;
  description: string | null;
}

export const ANA_MOVEMENTS: readonly SeededMovement[] = [
  { program: "azul", type: "expiration", amount: 200, daysAgo: 100, description: "Venceu" },
  { program: "smiles", type: "bonus", amount: 500, daysAgo: 40, description: "Bônus de boas-vindas" },
  { program: "smiles", type: "usage", amount: 3_000, daysAgo: 10, description: "Passagem GRU–REC" },
  { program: "azul", type: "transfer", amount: 1_000, daysAgo: 5, description: '=HYPERLINK("http://x";"ganhe")' },
  { program: "smiles", type: "accumulation", amount: 2_000, daysAgo: 1, description: "Cartão; fatura de março" },
  { program: "azul", type: "usage", amount: 300, daysAgo: 0, description: null },
];

/** Ana's accumulation (cost_calculations): it moves the balance chart but is no transaction. */
const ANA_ACCUMULATION = { program: "smiles", milesAcquired: 1_000, daysAgo: 2 } as const;

const OPENING_BALANCES = { smiles: 10_000, azul: 5_000 } as const;

export interface ReportWallets {
  ana: TestActor;
  bruno: TestActor;
  programs: { smiles: { id: string }; azul: { id: string }; bruno: { id: string } };
}

export async function seedReportWallets(db: Db, today: string): Promise<ReportWallets> {
  const ana = await createActor(db);
  const bruno = await createActor(db);
  const smiles = await ana.caller.wallet.programs.create({
    name: "Smiles",
    accountNumber: "123456",
    balance: OPENING_BALANCES.smiles,
  });
  const azul = await ana.caller.wallet.programs.create({ name: "Azul", balance: OPENING_BALANCES.azul });
  const programIds = { smiles: smiles.id, azul: azul.id };
  for (const movement of ANA_MOVEMENTS) {
    await ana.caller.wallet.transactions.create({
      programId: programIds[movement.program],
      type: movement.type,
      amount: movement.amount,
      description: movement.description,
      transactionDate: addDays(today, -movement.daysAgo),
    });
  }
  await ana.caller.wallet.accumulations.create({
    programId: programIds[ANA_ACCUMULATION.program],
    milesAcquired: ANA_ACCUMULATION.milesAcquired,
    calculationDate: addDays(today, -ANA_ACCUMULATION.daysAgo),
  });

  const theirs = await bruno.caller.wallet.programs.create({ name: "Smiles do Bruno", balance: 50_000 });
  for (const movement of ANA_MOVEMENTS) {
    await bruno.caller.wallet.transactions.create({
      programId: theirs.id,
      type: movement.type,
      amount: movement.amount + 7,
      description: "Do Bruno",
      transactionDate: addDays(today, -movement.daysAgo),
    });
  }
  return { ana, bruno, programs: { smiles, azul, bruno: theirs } };
}

/**
 * Many rows in one statement: they share created_at (now() is per transaction), so only the id
 * orders them, which is what pagination must get right. Balances are not touched: the reports
 * read movements, and these tests never check the program's ledger.
 */
export async function insertBulkMovements(
  db: Db,
  owner: { userId: string; programId: string },
  rows: readonly { type: TransactionType; amount: number; transactionDate: string; description?: string }[],
): Promise<void> {
  const CHUNK = 500;
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db
      .insert(pointsTransactions)
      .values(
        rows.slice(start, start + CHUNK).map((row) => ({ ...row, description: row.description ?? null, ...owner })),
      );
  }
}
