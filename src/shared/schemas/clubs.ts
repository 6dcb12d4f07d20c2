import { isPlainDate, todayInSaoPaulo } from "../domain/plain-date";
import { WALLET_LIMITS } from "../domain/wallet/wallet-limits";
import { formatBRL, formatInteger } from "../format";
import { text } from "./text";
import { wholeNumber } from "./wallet";
import { z } from "./zod-locale";

/** A member's club on a program and an admin's club plan (docs/decisions/042), for forms and procedures. */
export const CLUB_LIMITS = {
  maxNameLength: 60,
  maxPriceCents: 10_000_000,
  maxStayMonths: 60,
  maxValidityMonths: 240,
  maxBonusPercent: 100,
  maxNoteLength: 500,
  maxSourceLength: 500,
  // A start further back would post more months than any club has lasted.
  maxPastYears: 10,
} as const;

const L = CLUB_LIMITS;

export const CLUB_MESSAGES = {
  clubInvalid: "Clube inválido.",
  programRequired: "Selecione o programa.",
  planInvalid: "Escolha um plano do catálogo ou 'Outro plano'.",
  nameRequired: "Informe o nome do plano.",
  nameTooLong: `O nome deve ter no máximo ${L.maxNameLength} caracteres.`,
  milesInvalid: "As milhas por mês devem ser um número inteiro maior que 0.",
  milesTooHigh: `As milhas por mês devem ser no máximo ${formatInteger(WALLET_LIMITS.maxMiles)}.`,
  priceInvalid: "Informe o preço por mês, maior que R$ 0,00.",
  priceTooHigh: `O preço por mês deve ser de no máximo ${formatBRL(L.maxPriceCents)}.`,
  billingDayInvalid: "O dia da cobrança deve ser um número de 1 a 31.",
  startRequired: "Informe a data de início do clube.",
  startTooOld: `O início deve estar nos últimos ${L.maxPastYears} anos.`,
  dateInvalid: "Informe uma data válida (AAAA-MM-DD).",
  stayInvalid: `A permanência mínima deve ser um número inteiro de 0 a ${L.maxStayMonths} meses.`,
  validityInvalid: `A validade deve ser um número inteiro de 1 a ${L.maxValidityMonths} meses.`,
  bonusInvalid: `O bônus extra deve ser um número inteiro de 0 a ${L.maxBonusPercent} %.`,
  endRequired: "Informe o último dia do clube.",
  endBeforeStart: "O clube não pode terminar antes de começar.",
  noteTooLong: `A observação deve ter no máximo ${L.maxNoteLength} caracteres.`,
  sourceRequired: "Informe a fonte do plano.",
  sourceTooLong: `A fonte deve ter no máximo ${L.maxSourceLength} caracteres.`,
  checkedOnRequired: "Informe a data em que o plano foi conferido.",
  catalogueEntryInvalid: "Programa do catálogo inválido.",
} as const;

const M = CLUB_MESSAGES;

const requiredDate = (message: string) =>
  text({ error: message }).trim().min(1, message).refine(isPlainDate, M.dateInvalid);

const name = text({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(L.maxNameLength, M.nameTooLong);

const milesPerMonth = wholeNumber({
  required: M.milesInvalid,
  invalid: M.milesInvalid,
  min: 1,
  max: WALLET_LIMITS.maxMiles,
  tooHigh: M.milesTooHigh,
});

const priceCents = wholeNumber({
  required: M.priceInvalid,
  invalid: M.priceInvalid,
  min: 1,
  max: L.maxPriceCents,
  tooHigh: M.priceTooHigh,
});

const minimumStayMonths = z
  .number({ error: M.stayInvalid })
  .int(M.stayInvalid)
  .min(0, M.stayInvalid)
  .max(L.maxStayMonths, M.stayInvalid);

const validityMonths = z
  .number({ error: M.validityInvalid })
  .int(M.validityInvalid)
  .min(1, M.validityInvalid)
  .max(L.maxValidityMonths, M.validityInvalid)
  .nullish()
  .transform((value) => value ?? null);

const transferBonusPercent = z
  .number({ error: M.bonusInvalid })
  .int(M.bonusInvalid)
  .min(0, M.bonusInvalid)
  .max(L.maxBonusPercent, M.bonusInvalid);

export const ClubInputSchema = z.object({
  programId: z.uuid({ error: M.programRequired }),
  // The catalogue plan it follows, or null for a plan the member typed.
  planId: z.uuid({ error: M.planInvalid }).nullish(),
  name,
  milesPerMonth,
  priceCents,
  billingDay: z
    .number({ error: M.billingDayInvalid })
    .int(M.billingDayInvalid)
    .min(1, M.billingDayInvalid)
    .max(31, M.billingDayInvalid),
  // Read at each parse, like requiredPastDate in ./wallet.ts.
  startsOn: requiredDate(M.startRequired).refine(
    (value) =>
      !isPlainDate(value) || Number(value.slice(0, 4)) >= Number(todayInSaoPaulo().slice(0, 4)) - L.maxPastYears,
    M.startTooOld,
  ),
  minimumStayMonths: minimumStayMonths.default(0),
  validityMonths,
  transferBonusPercent: transferBonusPercent.default(0),
});

const ClubIdSchema = z.uuid({ error: M.clubInvalid });

/** What may change on a running club: a new price applies from the next period. */
export const ClubUpdateInputSchema = z.object({
  id: ClubIdSchema,
  name,
  priceCents,
  validityMonths,
  transferBonusPercent,
});

export const ClubIdInputSchema = z.object({ id: ClubIdSchema });

export const ClubEndInputSchema = z.object({ id: ClubIdSchema, endsOn: requiredDate(M.endRequired) });

/** An admin's club plan in the catalogue: every figure with its source and the day it was checked. */
export const ClubPlanInputSchema = z.object({
  catalogueId: z.uuid({ error: M.catalogueEntryInvalid }),
  name,
  milesPerMonth,
  priceCents,
  minimumStayMonths,
  validityMonths,
  transferBonusPercent,
  note: text()
    .trim()
    .max(L.maxNoteLength, M.noteTooLong)
    .nullish()
    .transform((value) => (value ? value : null)),
  source: text({ error: M.sourceRequired }).trim().min(1, M.sourceRequired).max(L.maxSourceLength, M.sourceTooLong),
  checkedOn: requiredDate(M.checkedOnRequired),
});

export const ClubPlanUpdateInputSchema = ClubPlanInputSchema.omit({ catalogueId: true }).extend({
  id: z.uuid({ error: M.planInvalid }),
});
