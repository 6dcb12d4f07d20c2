import { describe, expect, it } from "vitest";
import { airlineSearchUrl } from "./airline-search-urls";

const search = { origin: "VCP", destination: "SDU", departureDate: "2026-08-20" };

describe("airlineSearchUrl", () => {
  it("builds Azul's flight selection page (dates as MM/DD/YYYY)", () => {
    const url = new URL(airlineSearchUrl("azul", search));
    expect(url.origin + url.pathname).toBe("https://www.voeazul.com.br/br/pt/home/selecao-voo");
    expect(url.searchParams.get("c[0].ds")).toBe("VCP");
    expect(url.searchParams.get("c[0].as")).toBe("SDU");
    expect(url.searchParams.get("c[0].std")).toBe("08/20/2026");
    expect(url.searchParams.get("cc")).toBe("BRL");
  });

  it("builds GOL's partner search (dates as DD-MM-YYYY)", () => {
    const url = new URL(airlineSearchUrl("gol", search));
    expect(url.origin + url.pathname).toBe("https://b2c.voegol.com.br/compra/busca-parceiros");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ de: "VCP", para: "SDU", ida: "20-08-2026", ADT: "1" });
  });

  it("builds LATAM's one-way offer page", () => {
    const url = new URL(airlineSearchUrl("latam", search));
    expect(url.origin + url.pathname).toBe("https://www.latamairlines.com/br/pt/oferta-voos");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      origin: "VCP",
      destination: "SDU",
      outbound: "2026-08-20T12:00:00.000Z",
      trip: "OW",
    });
  });
});
