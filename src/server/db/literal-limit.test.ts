import { desc, eq, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { literalLimit } from "./literal-limit";
import { pointsTransactions as p } from "./schema";

const newest = () =>
  new QueryBuilder()
    .select({ id: p.id })
    .from(p)
    .where(eq(p.userId, sql.placeholder("userId")))
    .orderBy(desc(p.transactionDate));

describe("literalLimit", () => {
  it("writes the limit into the statement's text, where the planner sees it", () => {
    const query = newest().limit(literalLimit(3)).toSQL();
    expect(query.sql).toMatch(/ limit 3$/);
    expect(query.params).toHaveLength(1);
  });

  it("is what a plain limit is not: Drizzle sends a number as a parameter", () => {
    expect(newest().limit(3).toSQL().sql).toMatch(/ limit \$2$/);
  });

  it("refuses anything but a whole number of rows", () => {
    for (const count of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => literalLimit(count)).toThrow(RangeError);
    }
    expect(newest().limit(literalLimit(0)).toSQL().sql).toMatch(/ limit 0$/);
  });
});
