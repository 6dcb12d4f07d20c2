import { and, eq, sql } from "drizzle-orm";
import { formatUnits, ofThem, type ProgramKind } from "@/shared/domain/wallet/program-kind";
import { WALLET_LIMITS } from "@/shared/domain/wallet/wallet-limits";
import type { Tx } from "../../db/client";
import { loyaltyPrograms } from "../../db/schema";
import { AppError } from "../../errors";
import { ownedBy, type WalletScope } from "../access/wallet-scope";
import { programKindColumn } from "./program-kind";

/**
 * The guarded UPDATE of a program's balance (docs/decisions/004, 029). Its WHERE both checks
 * ownership and keeps the balance within [0, max]: PostgreSQL re-checks it on the latest row
 * version after waiting for a concurrent writer, so two usages can never both spend the same
 * miles. It is also the lock that orders every change of the program's ledger: callers run it
 * inside the transaction that writes the entries, so they commit or roll back together.
 */

const t = loyaltyPrograms;

/**
 * Builds the pt-BR refusal when the balance cannot cover a change; receives the current balance and
 * the program's kind, whose word counts it ("pontos" or "milhas").
 */
export type Refusal = (balance: number, kind: ProgramKind | null) => AppError;

/** A usage or expiration larger than the balance is refused, never clamped (docs/decisions/004). */
export const refuseSpending: Refusal = (balance, kind) =>
  new AppError("INSUFFICIENT_BALANCE", `Saldo insuficiente: o programa tem ${formatUnits(balance, kind)}.`);

export const refuseEdit: Refusal = (balance, kind) =>
  new AppError(
    "INSUFFICIENT_BALANCE",
    `Saldo insuficiente para esta alteração: o programa tem ${formatUnits(balance, kind)}.`,
  );

/** Removing miles that were already spent would push the balance below 0. */
export function refuseRemoval(what: "este acúmulo" | "esta transação", amount: number): Refusal {
  return (balance, kind) =>
    new AppError(
      "INSUFFICIENT_BALANCE",
      `Não é possível remover ${what}: o programa tem ${formatUnits(balance, kind)} e ${what === "este acúmulo" ? "o acúmulo" : "a transação"} soma ${formatUnits(amount, kind)} (parte ${ofThem(kind)} já foi usada).`,
    );
}

/** A change that would pass the largest balance a program may hold. */
export function balanceLimitExceeded(kind: ProgramKind | null): AppError {
  return new AppError(
    "BALANCE_LIMIT_EXCEEDED",
    `O saldo do programa passaria do limite de ${formatUnits(WALLET_LIMITS.maxBalance, kind)}.`,
  );
}

export interface BalanceChange {
  /** Signed change of the balance. */
  miles: number;
  /** Signed change of the cost of the miles held (a credit's cost; a replay rewrites it anyway). */
  heldCostCents: number;
}

export async function moveBalance(
  tx: Tx,
  scope: WalletScope,
  programId: string,
  change: BalanceChange,
  refuse: Refusal,
): Promise<{ balance: number }> {
  const nextBalance = sql`${t.balance}::bigint + ${change.miles}::bigint`;
  const [row] = await tx
    .update(t)
    .set({
      balance: sql`${t.balance} + ${change.miles}::integer`,
      heldCostCents: sql`${t.heldCostCents} + ${change.heldCostCents}::bigint`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(t.id, programId),
        ownedBy(t, scope),
        sql`${nextBalance} between 0 and ${WALLET_LIMITS.maxBalance}::bigint`,
      ),
    )
    .returning({ balance: t.balance });
  if (row) return row;
  throw await explainRefusal(tx, scope, programId, change.miles, refuse);
}

/** Only after the UPDATE matched nothing: reads why, to say it in words. Never used to decide a write. */
async function explainRefusal(
  tx: Tx,
  scope: WalletScope,
  programId: string,
  miles: number,
  refuse: Refusal,
): Promise<AppError> {
  const [current] = await tx
    .select({ balance: t.balance, kind: programKindColumn })
    .from(t)
    .where(and(eq(t.id, programId), ownedBy(t, scope)));
  if (!current) return new AppError("PROGRAM_NOT_FOUND");
  // The change's sign says which bound refused it: re-reading the balance cannot, since concurrent
  // changes may have moved it since the UPDATE.
  if (miles < 0) return refuse(current.balance, current.kind);
  return balanceLimitExceeded(current.kind);
}
