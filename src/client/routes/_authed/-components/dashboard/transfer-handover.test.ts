import { describe, expect, it } from "vitest";
import { readTransferSearch } from "@/shared/schemas/search-params";
import { transferHandoverHref } from "./transfer-handover";

describe("the transfer calculator's hand-over address", () => {
  it("writes what readTransferSearch reads back, field by field", () => {
    const values = {
      origem: "0b5c3620-0000-4000-8000-000000000001",
      destino: "0b5c3620-0000-4000-8000-000000000002",
      pontos: 10_000,
      bonus: 80,
    };
    const href = transferHandoverHref(values);
    expect(href).toBe(
      "/dashboard?transferir=1&origem=0b5c3620-0000-4000-8000-000000000001&destino=0b5c3620-0000-4000-8000-000000000002&pontos=10000&bonus=80",
    );
    const search = Object.fromEntries(new URL(href, "https://milheiro.test").searchParams);
    expect(readTransferSearch(search)).toEqual({ transferir: 1, ...values });
  });
});
