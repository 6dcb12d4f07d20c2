/** Display formatting for pt-BR: money arrives as integer centavos and leaves as "R$ 1.234,56". */

/**
 * Each formatter is built at its first use, not when the module loads: building them (a time
 * zone's data above all) cost ~100 ms in the script of every first visit, on pages that may never
 * format anything (docs/decisions/022).
 */
function atFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const brl = atFirstUse(() => new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }));
const integer = atFirstUse(() => new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 }));
const dateFormat = atFirstUse(() => new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" }));
const dateTimeFormat = atFirstUse(
  () => new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short", timeStyle: "short" }),
);

export function formatBRL(cents: number): string {
  // Intl separates "R$" from the number with a no-break space; a plain space reads the same and
  // keeps strings comparable with the specification's text.
  return brl()
    .format(cents / 100)
    .replace(/\u00a0/g, " ");
}

export function formatInteger(value: number): string {
  return integer().format(value);
}

/** A plain calendar date ("2026-03-09") is shown as-is, with no time-zone shift. */
export function formatPlainDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  if (!year || !month || !day) return isoDate;
  return `${day.padStart(2, "0")}/${month.padStart(2, "0")}/${year}`;
}

/** An instant, shown on the Brazilian (São Paulo) calendar. */
export function formatDate(instant: Date | string): string {
  return dateFormat().format(new Date(instant));
}

export function formatDateTime(instant: Date | string): string {
  return dateTimeFormat().format(new Date(instant)).replace(",", "");
}

const FILE_SIZE_UNITS = ["Bytes", "KB", "MB", "GB"] as const;

/** docs/product.md §9: sizes read in Bytes, KB, MB or GB (powers of 1024). */
export function formatFileSize(bytes: number): string {
  if (bytes <= 0) return "0 Bytes";
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), FILE_SIZE_UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  const rounded = Math.round(value * 100) / 100;
  return `${rounded.toLocaleString("pt-BR")} ${FILE_SIZE_UNITS[exponent]}`;
}

/** Lesson and course lengths: "45 min", "2h", "3h 20min" (minutes are whole, docs/product.md §5). */
export function formatDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}min`;
}

/** The noun agreeing with a count: pt-BR says "1 milha" but "0 milhas" (only one is singular). */
export function pluralize(count: number, singular: string, plural: string): string {
  return Math.abs(count) === 1 ? singular : plural;
}

/** A count with its noun: "1 milha", "0 milhas", "2.500 milhas". */
export function formatCount(count: number, singular: string, plural: string): string {
  return `${formatInteger(count)} ${pluralize(count, singular, plural)}`;
}

export function formatMiles(miles: number): string {
  return formatCount(miles, "milha", "milhas");
}

/** How long to wait, rounded up, as a person says it: "30 segundos", "1 minuto", "15 minutos". */
export function formatWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return formatCount(seconds, "segundo", "segundos");
  return formatCount(Math.ceil(seconds / 60), "minuto", "minutos");
}
