import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Placeholder, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import {
  alertPreferences,
  beneficiaries,
  costCalculations,
  cpfListEntries,
  holders,
  loyaltyPrograms,
  mileLots,
  notifications,
  pointsTransactions,
  pushSubscriptions,
  redemptionPassengers,
  redemptions,
  walletEntries,
  walletTransfers,
} from "../../db/schema";
import { drizzleOptions } from "../../db/drizzle-options";
import { ownedBy, SCOPE_OWNER, walletScopeOf, type WalletScope, type WalletTable } from "./wallet-scope";

const dialect = new PgDialect({ casing: drizzleOptions.casing });
const render = (condition: SQL) => dialect.sqlToQuery(condition);

const ana = { id: "0b5c3620-0000-4000-8000-00000000000a" };
const bruno = { id: "0b5c3620-0000-4000-8000-00000000000b" };

const WALLET_TABLES: [string, WalletTable][] = [
  ["loyalty_programs", loyaltyPrograms],
  ["cost_calculations", costCalculations],
  ["points_transactions", pointsTransactions],
  ["mile_lots", mileLots],
  ["notifications", notifications],
  ["alert_preferences", alertPreferences],
  ["push_subscriptions", pushSubscriptions],
  ["wallet_entries", walletEntries],
  ["wallet_transfers", walletTransfers],
  ["holders", holders],
  ["beneficiaries", beneficiaries],
  ["redemptions", redemptions],
  ["redemption_passengers", redemptionPassengers],
  ["cpf_list_entries", cpfListEntries],
];

describe("the wallet scope", () => {
  it("is, for now, the member's own wallet", () => {
    expect(walletScopeOf(ana).ownerId).toBe(ana.id);
    expect(walletScopeOf(bruno).ownerId).not.toBe(walletScopeOf(ana).ownerId);
  });

  it("is only made by walletScopeOf: a bare id or object is not one", () => {
    // @ts-expect-error a member's id is not a scope
    const fromId: WalletScope = ana.id;
    // @ts-expect-error nor is an object that merely looks like one
    const lookalike: WalletScope = { ownerId: ana.id };
    expect([fromId, lookalike]).toHaveLength(2);
  });

  it.each(WALLET_TABLES)("keeps a query on %s to the scope's rows", (name, table) => {
    expect(render(ownedBy(table, walletScopeOf(ana)))).toMatchObject({
      sql: `"${name}"."user_id" = $1`,
      params: [ana.id],
    });
  });

  it("writes the same text with the owner bound later, so prepared statements keep their plans", () => {
    const now = render(ownedBy(pointsTransactions, walletScopeOf(ana)));
    const later = render(ownedBy(pointsTransactions, SCOPE_OWNER));
    expect(later.sql).toBe(now.sql);
    expect(later.params).toEqual([expect.any(Placeholder)]);
    expect((later.params[0] as Placeholder).name).toBe("userId");
  });
});

// The services that read or write a wallet, each file of them read as text.
const servicesDir = path.resolve(import.meta.dirname, "..");
const WALLET_SERVICES = [
  ...["wallet", "reports", "alerts", "household"].flatMap((dir) =>
    readdirSync(path.join(servicesDir, dir))
      .filter((file) => file.endsWith(".ts") && !file.includes(".test."))
      .map((file) => path.join(dir, file)),
  ),
  "account/data-export.ts",
];

describe("the services that read and write a wallet", () => {
  it("ask ownedBy for the owner condition instead of writing it by hand", () => {
    // An owner column compared with a value, a placeholder or raw SQL; comparing two owner
    // columns (the alert scan joining preferences to lots, across every wallet) is not a filter.
    const byHand = [/eq\(\s*\w+\.userId\s*,(?!\s*\w+\.userId\b)/, /placeholder\(\s*"userId"/, /\.userId\}\s*=/];
    const found = WALLET_SERVICES.flatMap((file) => {
      const source = readFileSync(path.join(servicesDir, file), "utf8");
      return byHand.filter((pattern) => pattern.test(source)).map((pattern) => `${file}: ${pattern}`);
    });
    expect(WALLET_SERVICES.length).toBeGreaterThan(15);
    expect(found).toEqual([]);
  });
});
