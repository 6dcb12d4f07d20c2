import { PROMOTION_CATEGORIES } from "../domain/promotions/promotion-categories";
import { PROMOTION_LIMITS } from "../domain/promotions/promotion-limits";
import { DEFAULT_REPORT_PERIOD, REPORT_PERIODS, type ReportPeriod } from "../domain/reports/report-filters";
import { ENTRY_TYPES, type EntryType } from "../domain/wallet/entry-kinds";

/*
 * The pages' search params. The router reads them before any page code loads, so whatever
 * validates them sits in the app's entry script, which every first visit downloads: plain readers
 * here, wrapped as Standard Schemas (the interface zod implements, which the router takes), keep
 * all of zod out of it (docs/decisions/015). Each field falls back on its own: a hand-edited
 * or stale bookmark drops a bad filter instead of failing the page; nothing here shows a message.
 */

type RawSearch = Record<string, unknown>;

interface SearchParamsSchema<Input, Output> {
  readonly "~standard": {
    readonly version: 1;
    readonly vendor: "milheiro";
    validate(value: unknown): { value: Output };
    /** Types only, for the router's inference (as zod declares them): links may leave fields out. */
    readonly types?: { readonly input: Input; readonly output: Output };
  };
}

/** A page's search params read by `read`, in the shape the router's validateSearch takes. */
function searchParams<Output>(read: (search: RawSearch) => Output): SearchParamsSchema<Partial<Output>, Output> {
  return {
    "~standard": {
      version: 1,
      vendor: "milheiro",
      validate: (value) => ({ value: read(typeof value === "object" && value !== null ? (value as RawSearch) : {}) }),
    },
  };
}

export function oneOf<const T extends string | number>(allowed: readonly T[], value: unknown): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

// RFC 9562 ids (versions 1–8, as zod's z.uuid() takes them), plus the nil and max ids.
const UUID =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|0{8}-0{4}-0{4}-0{4}-0{12}|f{8}-f{4}-f{4}-f{4}-f{12})$/i;

function uuid(value: unknown): string | undefined {
  return typeof value === "string" && UUID.test(value) ? value : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

export interface ReportSearch {
  tipo?: EntryType;
  programa?: string;
  /** The holder switcher (docs/decisions/039); absent is "Todos". */
  titular?: string;
  periodo: ReportPeriod;
}

/** /relatorios?tipo=…&programa=…&titular=…&periodo=…, the fields of reports.ts's ReportFiltersSchema. */
export function readReportSearch(search: RawSearch): ReportSearch {
  return {
    tipo: oneOf(ENTRY_TYPES, search.tipo),
    programa: uuid(search.programa),
    titular: uuid(search.titular),
    periodo: oneOf(REPORT_PERIODS, search.periodo) ?? DEFAULT_REPORT_PERIOD,
  };
}
export const ReportSearchSchema = searchParams(readReportSearch);

export interface PromotionFeedSearch {
  category?: (typeof PROMOTION_CATEGORIES)[number];
  program?: string;
  onlyActive?: boolean;
}

/** /promocoes?category=…&program=…&onlyActive=…, the fields of promotions.ts's PromotionFiltersSchema. */
export function readPromotionFeedSearch(search: RawSearch): PromotionFeedSearch {
  const program = text(search.program)?.trim();
  const programFits =
    program !== undefined && program.length >= 1 && program.length <= PROMOTION_LIMITS.maxProgramLength;
  return {
    category: oneOf(PROMOTION_CATEGORIES, search.category),
    program: programFits ? program : undefined,
    onlyActive: typeof search.onlyActive === "boolean" ? search.onlyActive : undefined,
  };
}
export const PromotionFeedSearchSchema = searchParams(readPromotionFeedSearch);

export interface PaymentSuccessSearch {
  session_id?: string;
  type?: "course" | "promocoes";
  product?: string;
}

/** /payment-success?session_id=…&type=…&product=… as the checkout's success URL builds it. */
export function readPaymentSuccessSearch(search: RawSearch): PaymentSuccessSearch {
  return {
    session_id: text(search.session_id),
    type: oneOf(["course", "promocoes"], search.type),
    product: text(search.product),
  };
}
export const PaymentSuccessSearchSchema = searchParams(readPaymentSuccessSearch);

/**
 * /curso/{id}/player?aula=<lesson id>: the lesson is in the address so a reload or a shared link
 * opens it again. Anything that is not a lesson id is dropped, and the player resumes instead.
 */
export function readPlayerSearch(search: RawSearch): { aula?: string } {
  return { aula: uuid(search.aula) };
}
export const PlayerSearchSchema = searchParams(readPlayerSearch);

/** A whole number from the address, typed or as text ("10000"); anything else is dropped. */
function wholeNumberIn(value: unknown, min: number, max: number): number | undefined {
  const number = typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof number === "number" && Number.isSafeInteger(number) && number >= min && number <= max
    ? number
    : undefined;
}

/** A percent with up to two decimals (80, 12.5), typed or as text; anything else is dropped. */
function percentIn(value: unknown): number | undefined {
  const number = typeof value === "string" && /^\d+(\.\d{1,2})?$/.test(value.trim()) ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) && number >= 0 && number <= 1_000 ? number : undefined;
}

export interface WalletSearch {
  /** The holder switcher (docs/decisions/039): one holder's cards; absent is "Todos". */
  titular?: string;
  /** Opens 'Transferir pontos' filled with what follows (the transfer calculator's result). */
  transferir?: boolean;
  origem?: string;
  destino?: string;
  pontos?: number;
  bonus?: number;
}

/**
 * /dashboard?titular=<id> and ?transferir=1&origem=<id>&destino=<id>&pontos=…&bonus=…; the ratio
 * and the source's minimum come from the catalogue, not the address
 * (shared/domain/wallet/program-catalogue.ts).
 */
export function readWalletSearch(search: RawSearch): WalletSearch {
  const titular = uuid(search.titular);
  const open = search.transferir === 1 || search.transferir === "1" || search.transferir === true;
  if (!open) return titular ? { titular } : {};
  return {
    titular,
    transferir: true,
    origem: uuid(search.origem),
    destino: uuid(search.destino),
    pontos: wholeNumberIn(search.pontos, 1, 100_000_000),
    bonus: percentIn(search.bonus),
  };
}
export const WalletSearchSchema = searchParams(readWalletSearch);

export interface RedemptionsSearch {
  titular?: string;
  ano?: number;
}

/** /emissoes?titular=<id>&ano=2026: one holder's and one year's redemptions; absent is all of them. */
export function readRedemptionsSearch(search: RawSearch): RedemptionsSearch {
  return { titular: uuid(search.titular), ano: wholeNumberIn(search.ano, 2000, 2100) };
}
export const RedemptionsSearchSchema = searchParams(readRedemptionsSearch);

export { searchParams, text as searchText };

/**
 * Why a guard turned a visit away, when the server rendered the refusal: the page it was sent to
 * explains it once in the browser (src/client/lib/refusal-notice.ts), then drops it from the address.
 */
const REFUSAL_NOTICES = ["acesso-restrito", "somente-admin"] as const;
export type RefusalNotice = (typeof REFUSAL_NOTICES)[number];

/** ?aviso=…, read on every page (the root route). */
export const RootSearchSchema = searchParams((search) => ({ aviso: oneOf(REFUSAL_NOTICES, search.aviso) }));
