import type { TargetChoice } from "./grant-form";

/** The grant choices each dialog offers (see GRANT_ALL_PRODUCTS for why not 'relatorios'/'planos'). */
export const PROMOTION_TARGET: readonly [TargetChoice] = [{ value: "promocoes", label: "Promoções e Minha Gestão" }];

export const COURSE_TARGETS: readonly [TargetChoice, TargetChoice] = [
  { value: "cursos", label: "Geral (todos os cursos)" },
  { value: "course", label: "Curso específico" },
];

/** docs/decisions/031: the PRO plan, and its trial, whose end an admin moves by granting it again with a later date. */
const PLAN_TARGETS: readonly TargetChoice[] = [
  { value: "pro", label: "PRO (Promoções, Minha Gestão e todos os cursos)" },
  { value: "teste-pro", label: "Teste grátis do PRO (estender até a data)" },
];

export const ALL_TARGETS: readonly [TargetChoice, ...TargetChoice[]] = [
  ...PROMOTION_TARGET,
  ...COURSE_TARGETS,
  ...PLAN_TARGETS,
];
