import { describe, expect, it } from "vitest";
import {
  formatBRL,
  formatCount,
  formatDate,
  formatDateTime,
  formatDuration,
  formatFileSize,
  formatInteger,
  formatMiles,
  formatPlainDate,
  formatWait,
} from "./format";

describe("formatBRL", () => {
  it("formats centavos as Brazilian reais with a plain space", () => {
    expect(formatBRL(1990)).toBe("R$ 19,90");
    expect(formatBRL(0)).toBe("R$ 0,00");
    expect(formatBRL(5)).toBe("R$ 0,05");
  });

  it("groups thousands with dots", () => {
    expect(formatBRL(123_456_789)).toBe("R$ 1.234.567,89");
    expect(formatBRL(100_000)).toBe("R$ 1.000,00");
  });

  it("formats negative amounts", () => {
    expect(formatBRL(-1990)).toBe("-R$ 19,90");
  });
});

describe("formatInteger", () => {
  it("groups thousands with dots", () => {
    expect(formatInteger(1_234_567)).toBe("1.234.567");
  });
});

describe("formatPlainDate", () => {
  it("shows a calendar date as dd/mm/yyyy without any time-zone shift", () => {
    expect(formatPlainDate("2026-03-09")).toBe("09/03/2026");
    expect(formatPlainDate("2026-01-01")).toBe("01/01/2026");
  });

  it("returns anything unrecognisable unchanged", () => {
    expect(formatPlainDate("amanhã")).toBe("amanhã");
  });
});

describe("formatDate / formatDateTime", () => {
  it("uses the São Paulo calendar: 02:30 UTC is still the previous day there", () => {
    expect(formatDate(new Date("2026-03-10T02:30:00Z"))).toBe("09/03/2026");
    expect(formatDate("2026-03-10T03:30:00Z")).toBe("10/03/2026");
  });

  it("shows São Paulo wall-clock time", () => {
    expect(formatDateTime(new Date("2026-03-10T02:30:00Z"))).toBe("09/03/2026 23:30");
  });
});

describe("formatFileSize", () => {
  it("uses Bytes, KB, MB and GB in powers of 1024", () => {
    expect(formatFileSize(0)).toBe("0 Bytes");
    expect(formatFileSize(500)).toBe("500 Bytes");
    expect(formatFileSize(1024)).toBe("1 KB");
    expect(formatFileSize(1536)).toBe("1,5 KB");
    expect(formatFileSize(5 * 1024 ** 2)).toBe("5 MB");
    expect(formatFileSize(3.5 * 1024 ** 3)).toBe("3,5 GB");
  });

  it("stays in GB beyond it", () => {
    expect(formatFileSize(5 * 1024 ** 4)).toBe("5.120 GB");
  });
});

describe("formatDuration", () => {
  it("reads minutes, hours, or both", () => {
    expect(formatDuration(0)).toBe("0 min");
    expect(formatDuration(45)).toBe("45 min");
    expect(formatDuration(60)).toBe("1h");
    expect(formatDuration(200)).toBe("3h 20min");
  });
});

describe("formatCount", () => {
  it("is singular only for one (pt-BR), whatever the sign", () => {
    expect(formatMiles(1)).toBe("1 milha");
    expect(formatMiles(0)).toBe("0 milhas");
    expect(formatMiles(2500)).toBe("2.500 milhas");
    expect(formatCount(1, "transação", "transações")).toBe("1 transação");
    expect(formatCount(-1, "dia", "dias")).toBe("-1 dia");
    expect(formatCount(3, "ponto", "pontos")).toBe("3 pontos");
  });
});

describe("formatWait", () => {
  it("says seconds under a minute and whole minutes above, always rounding up", () => {
    expect(formatWait(0)).toBe("1 segundo");
    expect(formatWait(1_500)).toBe("2 segundos");
    expect(formatWait(30_000)).toBe("30 segundos");
    expect(formatWait(60_000)).toBe("1 minuto");
    expect(formatWait(61_000)).toBe("2 minutos");
    expect(formatWait(15 * 60_000)).toBe("15 minutos");
  });
});
