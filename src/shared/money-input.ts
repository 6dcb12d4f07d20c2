/**
 * What people type into money and quantity fields ("350,00", "350.00", "R$ 1.234,56", "10.000"),
 * read exactly: no floats, so "0,29" is 29 centavos and never 28.999…
 */
export type ParsedInput = { ok: true; value: number | null } | { ok: false };

const INVALID: ParsedInput = { ok: false };

function clean(text: string): string {
  return text.replace(/^\s*R\$/i, "").replace(/[\s\u00a0]/g, "");
}

/** "1.234.567" style grouping: every group after the first has exactly three digits. */
function isGrouped(parts: readonly string[]): boolean {
  const [first, ...rest] = parts;
  return first !== undefined && /^\d{1,3}$/.test(first) && rest.every((part) => /^\d{3}$/.test(part));
}

function splitReais(text: string): { whole: string; fraction: string } | null {
  const lastComma = text.lastIndexOf(",");
  const lastDot = text.lastIndexOf(".");
  if (lastComma === -1 && lastDot === -1) return { whole: text, fraction: "" };
  // Both separators: the later one is the decimal mark, the other groups thousands (1.234,56 or 1,234.56).
  if (lastComma !== -1 && lastDot !== -1) {
    const decimal = lastComma > lastDot ? "," : ".";
    const group = decimal === "," ? "." : ",";
    const at = text.lastIndexOf(decimal);
    const groups = text.slice(0, at).split(group);
    return isGrouped(groups) ? { whole: groups.join(""), fraction: text.slice(at + 1) } : null;
  }
  const separator = lastComma !== -1 ? "," : ".";
  const parts = text.split(separator);
  if (parts.length === 2 && (parts[1] ?? "").length <= 2) return { whole: parts[0] ?? "", fraction: parts[1] ?? "" };
  // "1.234" or "1.234.567": in pt-BR a dot followed by three digits groups thousands.
  if (separator === "." && isGrouped(parts)) return { whole: parts.join(""), fraction: "" };
  return null;
}

/** Reais as typed → integer centavos. Blank is `null` (the caller decides: free, or required). */
export function parseMoneyInput(text: string): ParsedInput {
  const value = clean(text);
  if (value === "") return { ok: true, value: null };
  const split = splitReais(value);
  if (!split) return INVALID;
  const whole = split.whole === "" ? "0" : split.whole;
  if (!/^\d+$/.test(whole) || !/^\d{0,2}$/.test(split.fraction)) return INVALID;
  const cents = Number(whole) * 100 + Number(split.fraction.padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? { ok: true, value: cents } : INVALID;
}

/** A whole quantity (miles, points, percent): "10000" or "10.000". Blank is `null`. */
export function parseWholeNumberInput(text: string): ParsedInput {
  const value = clean(text);
  if (value === "") return { ok: true, value: null };
  const digits = /^\d+$/.test(value) ? value : isGrouped(value.split(".")) ? value.replaceAll(".", "") : null;
  if (digits === null) return INVALID;
  const number = Number(digits);
  return Number.isSafeInteger(number) ? { ok: true, value: number } : INVALID;
}
