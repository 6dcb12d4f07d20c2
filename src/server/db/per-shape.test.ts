import { describe, expect, it } from "vitest";
import type { Db } from "./client";
import { preparedPerShape } from "./per-shape";

// Only its identity matters here: statements are kept per database handle.
const databaseHandle = () => ({}) as unknown as Db;

describe("preparedPerShape", () => {
  it("prepares each shape once per database, and names each statement apart", () => {
    const prepared: string[] = [];
    const statements = preparedPerShape("feed", (_db, shape: { cursor: boolean; limit: number }, name) => {
      prepared.push(`${name} ${JSON.stringify(shape)}`);
      return name;
    });
    const first = databaseHandle();
    const second = databaseHandle();

    expect(statements(first)({ cursor: false, limit: 25 })).toBe("feed_1");
    expect(statements(first)({ cursor: false, limit: 25 })).toBe("feed_1");
    expect(statements(first)({ cursor: true, limit: 25 })).toBe("feed_2");
    expect(statements(first)({ cursor: false, limit: 26 })).toBe("feed_3");
    expect(statements(second)({ cursor: false, limit: 25 })).toBe("feed_1");
    expect(prepared).toEqual([
      'feed_1 {"cursor":false,"limit":25}',
      'feed_2 {"cursor":true,"limit":25}',
      'feed_3 {"cursor":false,"limit":26}',
      'feed_1 {"cursor":false,"limit":25}',
    ]);
  });
});
