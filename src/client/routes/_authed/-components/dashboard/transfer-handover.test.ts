import { describe, expect, it } from "vitest";
import { readWalletSearch } from "@/shared/schemas/search-params";
import { transferHandoverHref } from "./transfer-handover";

const values = {
  origem: "0b5c3620-0000-4000-8000-000000000001",
  destino: "0b5c3620-0000-4000-8000-000000000002",
  pontos: 30_000,
  bonus: 80,
};

const readBack = (href: string) =>
  readWalletSearch(Object.fromEntries(new URL(href, "https://milheiro.test").searchParams));

describe("the transfer calculator's hand-over address", () => {
  it("writes what readWalletSearch reads back to fill 'Transferir pontos'", () => {
    const href = transferHandoverHref(values);
    expect(href).toBe(
      "/dashboard?transferir=1&origem=0b5c3620-0000-4000-8000-000000000001&destino=0b5c3620-0000-4000-8000-000000000002&pontos=30000&bonus=80",
    );
    expect(readBack(href)).toEqual({ transferir: true, ...values });
  });
});
