import { addDays, isPlainDate } from "../plain-date";

/**
 * Each airline's cap on how many different people can fly on one account's miles
 * (../shared/domain-br.md, "Beneficiary (CPF) limits"). The numbers are catalogue rows an admin
 * edits; what lives here is how each kind of window counts and frees places. The holder flying on
 * their own miles never counts. Dates are São Paulo calendar days ('YYYY-MM-DD').
 */

export const CPF_WINDOWS = ["calendar_year", "rolling_12_months", "fixed_list"] as const;
type CpfWindow = (typeof CPF_WINDOWS)[number];

/** What takes a place: a distinct person, or each ticket issued to someone else (LATAM Pass). */
export const CPF_COUNTINGS = ["person", "ticket"] as const;
type CpfCounting = (typeof CPF_COUNTINGS)[number];

export interface CpfLimitRule {
  limit: number;
  window: CpfWindow;
  /** A fixed list always counts people. */
  counts: CpfCounting;
  /** Fixed list: days after a person is added before they can fly on the miles. */
  waitDays: number;
  /** Children under 2 on the travel date take no place. */
  infantsExempt: boolean;
}

interface CpfPassenger {
  personId: string;
  birthDate: string | null;
  /** The program's own holder: never counts. */
  isHolder: boolean;
}

/** One passenger of one registered redemption. */
export interface CpfUse extends CpfPassenger {
  redemptionId: string;
  issuedOn: string;
  travelOn: string;
}

/** A person on a fixed-list program's beneficiary list. */
interface ListedPerson {
  personId: string;
  addedOn: string;
  removedOn: string | null;
}

export interface CpfLimitHistory {
  uses: readonly CpfUse[];
  list: readonly ListedPerson[];
}

type PlaceStatus = "in_use" | "waiting";

interface CpfPlace {
  personId: string;
  status: PlaceStatus;
  /** The day the place is free again; null on a fixed list (it frees when the member removes the person). */
  freesOn: string | null;
  /** Fixed list: the first day the person can fly. */
  usableFrom: string | null;
}

export interface CpfUsage {
  used: number;
  limit: number;
  available: number;
  places: CpfPlace[];
}

/** The same day `years` later; 29 February becomes 1 March, the later reading, so no place is promised a day early. */
export function addYears(plainDate: string, years: number): string {
  const sameDay = `${Number(plainDate.slice(0, 4)) + years}${plainDate.slice(4)}`;
  return isPlainDate(sameDay) ? sameDay : addDays(`${sameDay.slice(0, 8)}28`, 1);
}

/** Under 2 years old on the travel date. */
export function isInfantOn(birthDate: string | null, travelOn: string): boolean {
  return birthDate !== null && addYears(birthDate, 2) > travelOn;
}

function takesAPlace(rule: CpfLimitRule, passenger: CpfPassenger, travelOn: string): boolean {
  return !passenger.isHolder && !(rule.infantsExempt && isInfantOn(passenger.birthDate, travelOn));
}

/** When a place taken by a ticket issued on `issuedOn` frees: 1 January next year, or 12 months to the day. */
function placeFreesOn(window: Exclude<CpfWindow, "fixed_list">, issuedOn: string): string {
  return window === "calendar_year" ? `${Number(issuedOn.slice(0, 4)) + 1}-01-01` : addYears(issuedOn, 1);
}

function windowPlaces(
  rule: CpfLimitRule,
  window: Exclude<CpfWindow, "fixed_list">,
  uses: readonly CpfUse[],
  on: string,
): CpfPlace[] {
  const places = new Map<string, CpfPlace>();
  uses.forEach((use, index) => {
    if (use.issuedOn > on || !takesAPlace(rule, use, use.travelOn)) return;
    const freesOn = placeFreesOn(window, use.issuedOn);
    if (freesOn <= on) return;
    const key = rule.counts === "person" ? use.personId : `${use.personId}#${index}`;
    const held = places.get(key);
    // A person counted once holds the place until their latest ticket's place frees.
    if (held && (held.freesOn ?? "") >= freesOn) return;
    places.set(key, { personId: use.personId, status: "in_use", freesOn, usableFrom: null });
  });
  return [...places.values()];
}

function listPlaces(rule: CpfLimitRule, list: readonly ListedPerson[], on: string): CpfPlace[] {
  return list
    .filter((entry) => entry.addedOn <= on && (entry.removedOn === null || entry.removedOn > on))
    .map((entry) => {
      const usableFrom = addDays(entry.addedOn, rule.waitDays);
      return { personId: entry.personId, status: on < usableFrom ? "waiting" : "in_use", freesOn: null, usableFrom };
    });
}

/** The places taken on day `on`, soonest to free first. */
export function cpfUsage(rule: CpfLimitRule, history: CpfLimitHistory, on: string): CpfUsage {
  const places =
    rule.window === "fixed_list"
      ? listPlaces(rule, history.list, on)
      : windowPlaces(rule, rule.window, history.uses, on);
  places.sort(
    (a, b) => (a.freesOn ?? "9999").localeCompare(b.freesOn ?? "9999") || a.personId.localeCompare(b.personId),
  );
  return { used: places.length, limit: rule.limit, available: Math.max(0, rule.limit - places.length), places };
}

/** "Quantos CPFs estarão livres em <data>?", from what is registered today. */
export function freePlacesOn(rule: CpfLimitRule, history: CpfLimitHistory, date: string): number {
  return cpfUsage(rule, history, date).available;
}

/** "3 de 25 CPFs usados em 2026", "3 de 24 CPFs usados nos últimos 12 meses", "3 de 5 CPFs na lista". */
export function usageLine(rule: CpfLimitRule, usage: CpfUsage, on: string): string {
  const count = `${usage.used} de ${usage.limit} CPFs`;
  if (rule.window === "fixed_list") return `${count} na lista`;
  return rule.window === "calendar_year"
    ? `${count} usados em ${on.slice(0, 4)}`
    : `${count} usados nos últimos 12 meses`;
}

export type CpfProblem =
  /** Saving would pass the limit: `used` places of `limit`; enough places are free again on `fitsOn`. */
  | { kind: "over_limit"; used: number; limit: number; fitsOn: string | null }
  /** Fixed list: the person is not on the program's list. */
  | { kind: "not_listed"; personId: string }
  /** Fixed list: the person was added too recently to fly yet. */
  | { kind: "waiting"; personId: string; usableFrom: string };

export interface PlannedRedemption {
  /** Set when editing: that redemption's own places are not counted twice. */
  redemptionId: string | null;
  issuedOn: string;
  travelOn: string;
  passengers: readonly CpfPassenger[];
}

/** What breaks if this redemption is saved: nothing (an empty list), or each problem with the day it clears. */
export function redemptionProblems(
  rule: CpfLimitRule,
  history: CpfLimitHistory,
  planned: PlannedRedemption,
): CpfProblem[] {
  const counted = planned.passengers.filter((passenger) => takesAPlace(rule, passenger, planned.travelOn));
  if (rule.window === "fixed_list") return listProblems(rule, history, planned.issuedOn, counted);

  const others = history.uses.filter((use) => use.redemptionId !== planned.redemptionId);
  const plannedUses = counted.map((passenger) => ({
    ...passenger,
    redemptionId: "planned",
    issuedOn: planned.issuedOn,
    travelOn: planned.travelOn,
  }));
  const after = cpfUsage(rule, { uses: [...others, ...plannedUses], list: [] }, planned.issuedOn);
  const over = after.used - rule.limit;
  if (over <= 0) return [];
  // The redemption fits once `over` of the places already taken have freed.
  const before = cpfUsage(rule, { uses: others, list: [] }, planned.issuedOn);
  const fitsOn = before.places[over - 1]?.freesOn ?? null;
  return [{ kind: "over_limit", used: after.used, limit: rule.limit, fitsOn }];
}

function listProblems(
  rule: CpfLimitRule,
  history: CpfLimitHistory,
  issuedOn: string,
  counted: readonly CpfPassenger[],
): CpfProblem[] {
  const places = new Map(listPlaces(rule, history.list, issuedOn).map((place) => [place.personId, place]));
  return counted.flatMap((passenger): CpfProblem[] => {
    const place = places.get(passenger.personId);
    if (!place) return [{ kind: "not_listed", personId: passenger.personId }];
    if (place.status === "waiting" && place.usableFrom)
      return [{ kind: "waiting", personId: passenger.personId, usableFrom: place.usableFrom }];
    return [];
  });
}
