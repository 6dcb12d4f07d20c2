import { and, eq, sql } from "drizzle-orm";
import { WALLET_LIMITS } from "@/shared/domain/wallet/wallet-limits";
import { formatInteger } from "@/shared/format";
import type { Tx } from "../../db/client";
import { loyaltyPrograms } from "../../db/schema";
import { AppError } from "../../errors";
import { ownedBy, type WalletScope } from "../access/wallet-scope";
import { combineEffects, type ProgramEffect } from "./program-effects";

/**
 * The only writer of balances and running totals (docs/decisions/004). Each change is one
 * UPDATE whose WHERE both checks ownership and keeps the balance within [0, max]: PostgreSQL
 * re-checks it on the latest row version after waiting for a concurrent writer, so two usages
 * can never both spend the same miles. Callers run it inside the transaction that writes the
 * movement row, so the two commit or roll back together.
 */

const t = loyaltyPrograms;

/**
 * docs/product.md §9's usage cost in exact integer SQL, halves up like shared/domain/wallet/cost.ts:
 * average = round(sum / count), cost = round(miles × average / 1000), null unless average > 0.
 */
function usageCostSql(miles: number) {
  const average = sql`((2 * ${t.paidCostPerThousandSumCents} + ${t.paidAccumulationCount}) / nullif(2 * ${t.paidAccumulationCount}, 0))`;
  return sql`(case when ${average} > 0 then (2 * ${average} * ${miles}::bigint + 1000) / 2000 end)`;
}

export interface EffectResult {
  balance: number;
  /** The cost given to a priced usage; null when the program has no average above 0. */
  usageCostCents: number | null;
}

/** Builds the pt-BR refusal when the balance cannot cover a change; receives the current balance. */
export type Refusal = (balance: number) => AppError;

function miles(count: number): string {
  return `${formatInteger(count)} ${count === 1 ? "milha" : "milhas"}`;
}

/** A usage or expiration larger than the balance is refused, never clamped (docs/decisions/004). */
export const refuseSpending: Refusal = (balance) =>
  new AppError("INSUFFICIENT_BALANCE", `Saldo insuficiente: o programa tem ${miles(balance)}.`);

export const refuseEdit: Refusal = (balance) =>
  new AppError("INSUFFICIENT_BALANCE", `Saldo insuficiente para esta alteração: o programa tem ${miles(balance)}.`);

/** Removing miles that were already spent would push the balance below 0. */
export function refuseRemoval(what: "este acúmulo" | "esta transação", amount: number): Refusal {
  return (balance) =>
    new AppError(
      "INSUFFICIENT_BALANCE",
      `Não é possível remover ${what}: o programa tem ${miles(balance)} e ${what === "este acúmulo" ? "o acúmulo" : "a transação"} soma ${miles(amount)} (parte delas já foi usada).`,
    );
}

export async function applyProgramEffect(
  tx: Tx,
  scope: WalletScope,
  programId: string,
  effect: ProgramEffect,
  refuse: Refusal,
): Promise<EffectResult> {
  // The price reads the paid totals; in RETURNING they are the new values, so they must not move here.
  if (effect.priceUsageMiles !== null && (effect.paidCount !== 0 || effect.paidSumCents !== 0)) {
    throw new Error("A priced usage cannot change the paid totals in the same statement");
  }
  const priced = effect.priceUsageMiles === null ? sql`null::bigint` : usageCostSql(effect.priceUsageMiles);
  const nextBalance = sql`${t.balance}::bigint + ${effect.miles}::bigint`;
  const [row] = await tx
    .update(t)
    .set({
      balance: sql`${t.balance} + ${effect.miles}::integer`,
      paidAccumulationCount: sql`${t.paidAccumulationCount} + ${effect.paidCount}::integer`,
      paidCostPerThousandSumCents: sql`${t.paidCostPerThousandSumCents} + ${effect.paidSumCents}::bigint`,
      usageCostCents: sql`${t.usageCostCents} + ${effect.usageCostCents}::bigint + coalesce(${priced}, 0)`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(t.id, programId),
        ownedBy(t, scope),
        sql`${nextBalance} between 0 and ${WALLET_LIMITS.maxBalance}::bigint`,
      ),
    )
    .returning({ balance: t.balance, usageCostCents: sql<number | null>`${priced}`.mapWith(Number) });
  if (row) return row;
  throw await explainRefusal(tx, scope, programId, effect, refuse);
}

/** Only after the UPDATE matched nothing: reads why, to say it in words. Never used to decide a write. */
async function explainRefusal(
  tx: Tx,
  scope: WalletScope,
  programId: string,
  effect: ProgramEffect,
  refuse: Refusal,
): Promise<AppError> {
  const [current] = await tx
    .select({ balance: t.balance })
    .from(t)
    .where(and(eq(t.id, programId), ownedBy(t, scope)));
  if (!current) return new AppError("PROGRAM_NOT_FOUND");
  // The effect's sign says which bound refused it: re-reading the balance cannot, since concurrent
  // changes may have moved it since the UPDATE.
  if (effect.miles < 0) return refuse(current.balance);
  return new AppError(
    "BALANCE_LIMIT_EXCEEDED",
    `O saldo do programa passaria do limite de ${formatInteger(WALLET_LIMITS.maxBalance)} milhas.`,
  );
}

export interface PlacedEffect {
  programId: string;
  effect: ProgramEffect;
}

/**
 * Edits a movement: undoes its old effect and applies the new one. On one program that is a
 * single net UPDATE; across two, both rows are updated in id order so that two edits moving
 * miles in opposite directions lock in the same order and cannot deadlock.
 */
export async function replaceProgramEffect(
  tx: Tx,
  scope: WalletScope,
  undo: PlacedEffect,
  redo: PlacedEffect,
  refuse: Refusal,
): Promise<EffectResult> {
  if (undo.programId === redo.programId) {
    return applyProgramEffect(tx, scope, redo.programId, combineEffects(undo.effect, redo.effect), refuse);
  }
  if (undo.programId < redo.programId) {
    await applyProgramEffect(tx, scope, undo.programId, undo.effect, refuse);
    return applyProgramEffect(tx, scope, redo.programId, redo.effect, refuse);
  }
  const result = await applyProgramEffect(tx, scope, redo.programId, redo.effect, refuse);
  await applyProgramEffect(tx, scope, undo.programId, undo.effect, refuse);
  return result;
}
