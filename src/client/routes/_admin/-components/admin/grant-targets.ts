import type { TargetChoice } from "./grant-form";

/** The grant choices each dialog offers (see GRANT_ALL_PRODUCTS for why not 'relatorios'/'planos'). */
export const PROMOTION_TARGET: readonly [TargetChoice] = [{ value: "promocoes", label: "Promoções e Minha Gestão" }];

export const COURSE_TARGETS: readonly [TargetChoice, TargetChoice] = [
  { value: "cursos", label: "Geral (todos os cursos)" },
  { value: "course", label: "Curso específico" },
];

export const ALL_TARGETS: readonly [TargetChoice, ...TargetChoice[]] = [...PROMOTION_TARGET, ...COURSE_TARGETS];
