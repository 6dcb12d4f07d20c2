import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";
import { READ_ONLY_MESSAGE } from "@/shared/domain/access/read-only-access";
import { UPLOAD_MESSAGES } from "@/shared/domain/files/uploads";
import { PROMOTION_ALERT_LIMIT } from "@/shared/domain/promotions/promotion-alerts";

interface AppErrorEntry {
  trpc: TRPC_ERROR_CODE_KEY;
  message: string;
  /**
   * The input fields the refusal is about, by the names the procedures' inputs give them: the first
   * one the call's input has carries the message in `fieldErrors`, so a form shows it under that
   * field (src/server/trpc/init.ts).
   */
  fields?: readonly string[];
}

/**
 * The one map from domain error codes to transport codes and the pt-BR text the user reads.
 * Services throw AppError(code); only this file decides how that looks on the wire.
 */
export const APP_ERRORS = {
  UNAUTHENTICATED: { trpc: "UNAUTHORIZED", message: "Usuário não autenticado" },
  FORBIDDEN: { trpc: "FORBIDDEN", message: "Você não tem permissão para realizar esta ação." },
  NOT_FOUND: { trpc: "NOT_FOUND", message: "Registro não encontrado." },
  INVALID_INPUT: { trpc: "BAD_REQUEST", message: "Dados inválidos." },
  INVALID_CREDENTIALS: { trpc: "UNAUTHORIZED", message: "Email ou senha incorretos" },
  EMAIL_TAKEN: {
    trpc: "CONFLICT",
    message: "Este email já está cadastrado. Tente fazer login.",
    fields: ["email", "newEmail"],
  },
  EMAIL_NOT_CONFIRMED: { trpc: "FORBIDDEN", message: "Email não confirmado. Verifique sua caixa de entrada." },
  SIGNUPS_DISABLED: { trpc: "FORBIDDEN", message: "Cadastros estão temporariamente desabilitados." },
  TOO_MANY_LOGIN_ATTEMPTS: {
    trpc: "TOO_MANY_REQUESTS",
    message: "Muitas tentativas de login. Aguarde alguns minutos e tente novamente.",
  },
  // Hashing passwords is the costliest thing a visitor can ask for; past a short queue, say so at once.
  SERVER_BUSY: {
    trpc: "SERVICE_UNAVAILABLE",
    message: "O servidor está ocupado no momento. Tente novamente em alguns segundos.",
  },
  TOO_MANY_SIGNUPS: {
    trpc: "TOO_MANY_REQUESTS",
    message: "Muitos cadastros a partir desta conexão. Tente novamente mais tarde.",
  },
  PASSWORD_TOO_COMMON: {
    trpc: "BAD_REQUEST",
    message: "Esta senha é muito comum e fácil de adivinhar. Escolha outra senha.",
    fields: ["newPassword", "password"],
  },
  AUTH_IN_BATCH: { trpc: "BAD_REQUEST", message: "Envie uma tentativa de acesso por vez." },
  INVALID_CONFIRMATION_LINK: {
    trpc: "BAD_REQUEST",
    message: "Link de confirmação inválido ou expirado. Faça login para receber um novo.",
  },
  RESET_LINK_INVALID: {
    trpc: "BAD_REQUEST",
    message: "Link de redefinição inválido. Peça um novo link em 'Esqueci minha senha'.",
  },
  RESET_LINK_EXPIRED: {
    trpc: "BAD_REQUEST",
    message: "Este link de redefinição expirou. Peça um novo link em 'Esqueci minha senha'.",
  },
  RESET_LINK_USED: {
    trpc: "BAD_REQUEST",
    message: "Este link de redefinição já foi usado. Peça um novo link em 'Esqueci minha senha'.",
  },
  TOO_MANY_EMAIL_CHANGE_REQUESTS: {
    trpc: "TOO_MANY_REQUESTS",
    message: "Muitos pedidos de troca de e-mail. Aguarde um pouco e tente novamente.",
  },
  TOO_MANY_RESET_REQUESTS: {
    trpc: "TOO_MANY_REQUESTS",
    message: "Muitos pedidos de redefinição de senha. Aguarde alguns minutos e tente novamente.",
  },
  // A read-only credential (the /demo session, a 'leitura' API token) asked to change something.
  READ_ONLY: { trpc: "FORBIDDEN", message: READ_ONLY_MESSAGE },
  // Tokens, password, e-mail and deleting the account: only a member signed in with a password (docs/decisions/017).
  PASSWORD_SESSION_REQUIRED: {
    trpc: "FORBIDDEN",
    message: "Esta ação só pode ser feita na página Minha conta, entrando com sua senha.",
  },
  WRONG_PASSWORD: { trpc: "BAD_REQUEST", message: "Senha incorreta.", fields: ["currentPassword", "password"] },
  EMAIL_UNCHANGED: { trpc: "BAD_REQUEST", message: "Este já é o e-mail da sua conta.", fields: ["newEmail"] },
  EMAIL_CHANGE_LINK_INVALID: {
    trpc: "BAD_REQUEST",
    message: "Link de alteração de e-mail inválido ou expirado. Peça a alteração de novo em Minha conta.",
  },
  SESSION_NOT_FOUND: { trpc: "NOT_FOUND", message: "Sessão não encontrada." },
  API_TOKEN_NOT_FOUND: { trpc: "NOT_FOUND", message: "Token não encontrado." },
  API_TOKEN_EXPIRY_PAST: {
    trpc: "BAD_REQUEST",
    message: "A validade do token deve ser uma data futura.",
    fields: ["expiresOn"],
  },
  DEMO_UNAVAILABLE: { trpc: "NOT_FOUND", message: "A conta demonstração não está disponível no momento." },
  CROSS_SITE_REQUEST: { trpc: "FORBIDDEN", message: "Requisição de origem não permitida." },
  DASHBOARD_ACCESS_REQUIRED: {
    trpc: "FORBIDDEN",
    message: "Você precisa de uma assinatura premium para acessar Minha Gestão.",
  },
  PROGRAM_NOT_FOUND: { trpc: "NOT_FOUND", message: "Programa não encontrado." },
  CATALOGUE_ENTRY_NOT_FOUND: { trpc: "NOT_FOUND", message: "Programa do catálogo não encontrado." },
  CATALOGUE_NAME_TAKEN: {
    trpc: "CONFLICT",
    message: "Já existe um programa com este nome no catálogo.",
    fields: ["name"],
  },
  CATALOGUE_PARTNER_SELF: { trpc: "BAD_REQUEST", message: "Um programa não transfere para si mesmo." },
  // Clubs (docs/decisions/042).
  CLUB_NOT_FOUND: { trpc: "NOT_FOUND", message: "Clube não encontrado." },
  CLUB_PLAN_NOT_FOUND: { trpc: "NOT_FOUND", message: "Plano de clube não encontrado.", fields: ["planId"] },
  CLUB_PLAN_NAME_TAKEN: {
    trpc: "CONFLICT",
    message: "Este programa já tem um plano de clube com este nome.",
    fields: ["name"],
  },
  CLUB_MINIMUM_STAY: { trpc: "BAD_REQUEST", message: "Dentro da permanência mínima do clube.", fields: ["endsOn"] },
  CLUB_ENDED: { trpc: "BAD_REQUEST", message: "Este clube já foi encerrado." },
  CLUB_END_IN_PAST: { trpc: "BAD_REQUEST", message: "O último dia não pode ser anterior a hoje.", fields: ["endsOn"] },
  // The household (docs/decisions/039): holders, beneficiaries, redemptions and CPF lists.
  HOLDER_NOT_FOUND: { trpc: "NOT_FOUND", message: "Titular não encontrado." },
  HOLDER_CPF_TAKEN: { trpc: "CONFLICT", message: "Já existe um titular com este CPF na sua conta." },
  HOLDER_IS_MEMBER: {
    trpc: "CONFLICT",
    message: "Você é o titular principal da conta e não pode ser removido.",
  },
  // Overridden with the count of programs and miles it still holds.
  HOLDER_HAS_PROGRAMS: {
    trpc: "CONFLICT",
    message: "Este titular ainda tem programas. Mova-os para outro titular ou remova-os antes de remover o titular.",
  },
  HOLDER_ON_REDEMPTIONS: {
    trpc: "CONFLICT",
    message: "Este titular é passageiro de emissões registradas. Remova essas emissões antes de remover o titular.",
  },
  PERSONAL_DATA_SCOPE_REQUIRED: {
    trpc: "FORBIDDEN",
    message:
      "Este token de API não acessa dados pessoais (CPF e data de nascimento). Crie um token com o escopo de dados pessoais.",
  },
  HOUSEHOLD_REQUIRES_PRO: {
    trpc: "FORBIDDEN",
    message: "Cadastrar outros titulares além de você faz parte do plano PRO.",
  },
  BENEFICIARY_NOT_FOUND: { trpc: "NOT_FOUND", message: "Beneficiário não encontrado." },
  BENEFICIARY_CPF_TAKEN: { trpc: "CONFLICT", message: "Já existe um beneficiário com este CPF na sua conta." },
  BENEFICIARY_IN_USE: {
    trpc: "CONFLICT",
    message:
      "Este beneficiário é passageiro de emissões registradas ou está na lista de um programa. Remova as emissões ou tire-o da lista antes.",
  },
  REDEMPTION_NOT_FOUND: { trpc: "NOT_FOUND", message: "Emissão não encontrada." },
  PASSENGER_NOT_FOUND: { trpc: "NOT_FOUND", message: "Passageiro não encontrado." },
  CPF_LIST_ENTRY_NOT_FOUND: { trpc: "NOT_FOUND", message: "Beneficiário não encontrado na lista do programa." },
  CPF_LIST_NOT_USED: { trpc: "BAD_REQUEST", message: "Este programa não usa uma lista fixa de beneficiários." },
  // Overridden with the program's limit.
  CPF_LIST_FULL: { trpc: "CONFLICT", message: "A lista de beneficiários do programa está completa." },
  CPF_LIST_ALREADY_LISTED: { trpc: "CONFLICT", message: "Este beneficiário já está na lista do programa." },
  // "Importar planilha" (docs/decisions/041); IMPORT_UNREADABLE is overridden with what failed to read.
  IMPORT_UNREADABLE: { trpc: "BAD_REQUEST", message: "Não foi possível ler a planilha. Envie um CSV ou XLSX." },
  IMPORT_EMPTY: { trpc: "BAD_REQUEST", message: "A planilha está vazia: falta a linha de títulos das colunas." },
  IMPORT_TOO_LARGE: { trpc: "PAYLOAD_TOO_LARGE", message: "A planilha deve ter no máximo 5 MB." },
  // Overridden with the fields still without a column.
  IMPORT_MAPPING_INCOMPLETE: { trpc: "BAD_REQUEST", message: "Escolha a coluna de cada campo obrigatório." },
  IMPORT_HAS_ERRORS: {
    trpc: "BAD_REQUEST",
    message: "A planilha tem linhas com erro: corrija-as ou escolha importar sem elas. Nada foi importado.",
  },
  IMPORT_ALREADY_DONE: { trpc: "CONFLICT", message: "Esta planilha já foi importada. Nada foi criado de novo." },
  IMPORT_NOTHING_TO_IMPORT: { trpc: "BAD_REQUEST", message: "A planilha não tem nenhuma linha para importar." },
  ACCUMULATION_NOT_FOUND: { trpc: "NOT_FOUND", message: "Acúmulo não encontrado." },
  TRANSACTION_NOT_FOUND: { trpc: "NOT_FOUND", message: "Transação não encontrada." },
  // The request is valid but the program's current balance cannot take it (docs/decisions/004).
  INSUFFICIENT_BALANCE: {
    trpc: "CONFLICT",
    message: "Saldo insuficiente no programa.",
    fields: ["amount", "pointsSent"],
  },
  BALANCE_LIMIT_EXCEEDED: { trpc: "BAD_REQUEST", message: "O saldo do programa passaria do limite permitido." },
  TRANSFER_NOT_FOUND: { trpc: "NOT_FOUND", message: "Transferência não encontrada." },
  TRANSFER_IN_USE: {
    trpc: "CONFLICT",
    message: "Não é possível remover esta transferência: parte do que ela creditou já foi usada.",
  },
  PART_OF_TRANSFER: {
    trpc: "CONFLICT",
    message: "Este lançamento faz parte de uma transferência: altere ou remova a transferência inteira.",
  },
  NO_PENDING_BONUS: { trpc: "CONFLICT", message: "Este programa não tem bônus pendente para confirmar." },
  // The lot is unknown, not the caller's, not yet expired, or its miles were already used or expired.
  LOT_NOT_FOUND: { trpc: "NOT_FOUND", message: "Lote não encontrado." },
  LOT_NOT_EXPIRED: { trpc: "CONFLICT", message: "Este lote não tem saldo vencido para expirar." },
  NOTIFICATION_NOT_FOUND: { trpc: "NOT_FOUND", message: "Notificação não encontrada." },
  PUSH_DEVICE_NOT_FOUND: { trpc: "NOT_FOUND", message: "Aparelho não encontrado." },
  USER_NOT_FOUND: { trpc: "NOT_FOUND", message: "Usuário não encontrado." },
  COURSE_NOT_FOUND: { trpc: "NOT_FOUND", message: "Curso não encontrado" },
  MODULE_NOT_FOUND: { trpc: "NOT_FOUND", message: "Módulo não encontrado." },
  LESSON_NOT_FOUND: { trpc: "NOT_FOUND", message: "Aula não encontrada." },
  MATERIAL_NOT_FOUND: { trpc: "NOT_FOUND", message: "Material não encontrado." },
  // A paid lesson asked for by someone without access to its course (docs/product.md §6).
  LESSON_LOCKED: { trpc: "FORBIDDEN", message: "Esta aula é exclusiva para quem tem acesso ao curso." },
  // Reordering names a different set of modules or lessons than the course has now (another admin edited it).
  REORDER_OUT_OF_DATE: {
    trpc: "CONFLICT",
    message: "A lista mudou enquanto você reordenava. Recarregue e tente novamente.",
  },
  CERTIFICATE_NOT_FOUND: { trpc: "NOT_FOUND", message: "Certificado não encontrado." },
  // Undoing a lesson of a certified course would put progress below the certificate (docs/decisions/030).
  COURSE_COMPLETION_FINAL: {
    trpc: "CONFLICT",
    message: "Você já concluiu este curso e recebeu o certificado: as aulas continuam concluídas.",
  },
  // Uploads override the message with their kind's rule (src/shared/domain/files/uploads.ts).
  UPLOAD_TYPE_NOT_ALLOWED: { trpc: "UNSUPPORTED_MEDIA_TYPE", message: UPLOAD_MESSAGES.unsupportedCourseFile },
  UPLOAD_TOO_LARGE: { trpc: "PAYLOAD_TOO_LARGE", message: UPLOAD_MESSAGES.fileTooLarge },
  FILE_NOT_FOUND: { trpc: "NOT_FOUND", message: "Arquivo não encontrado." },
  // A page cursor the server never issued (hand-edited, or from an older version of the app).
  REPORT_PAGE_INVALID: { trpc: "BAD_REQUEST", message: "Página inválida. Volte à primeira página do relatório." },
  // The flight scraper (docs/product.md §7): what Firecrawl answered, told to the user without its details.
  SCRAPER_KEY_REJECTED: {
    trpc: "BAD_REQUEST",
    message: "A Firecrawl recusou esta API key. Confira a chave e tente novamente.",
  },
  SCRAPER_NO_CREDITS: {
    trpc: "PAYMENT_REQUIRED",
    message: "A conta da Firecrawl desta API key está sem créditos.",
  },
  SCRAPER_SERVICE_BUSY: {
    trpc: "TOO_MANY_REQUESTS",
    message: "A Firecrawl limitou as requisições desta API key. Aguarde um pouco e tente novamente.",
  },
  SCRAPER_TIMEOUT: {
    trpc: "GATEWAY_TIMEOUT",
    message: "A Firecrawl não respondeu dentro do tempo limite. Tente novamente.",
  },
  SCRAPER_UNAVAILABLE: {
    trpc: "BAD_GATEWAY",
    message: "O serviço de scraping está indisponível no momento. Tente novamente mais tarde.",
  },
  SCRAPER_RATE_LIMITED: {
    trpc: "TOO_MANY_REQUESTS",
    message: "Muitas consultas ao serviço de scraping em pouco tempo. Aguarde alguns minutos e tente novamente.",
  },
  PROMOTION_NOT_FOUND: { trpc: "NOT_FOUND", message: "Promoção não encontrada." },
  PROMOTION_ALERTS_REQUIRE_PRO: {
    trpc: "FORBIDDEN",
    message: "Os alertas de promoção (Avise-me) fazem parte do plano PRO.",
  },
  PROMOTION_ALERT_TAKEN: { trpc: "CONFLICT", message: "Você já tem um alerta igual a este." },
  PROMOTION_ALERT_LIMIT: {
    trpc: "BAD_REQUEST",
    message: `Você já tem ${PROMOTION_ALERT_LIMIT} alertas de promoção. Remova um para criar outro.`,
  },
  PROMOTION_ALERT_NOT_FOUND: { trpc: "NOT_FOUND", message: "Alerta de promoção não encontrado." },
  // Payments (docs/decisions/013): paying twice for access already held is refused before Stripe is called.
  ALREADY_HAS_PROMOTIONS: { trpc: "CONFLICT", message: "Você já tem acesso às promoções e à Minha Gestão." },
  ALREADY_HAS_COURSE: { trpc: "CONFLICT", message: "Você já tem acesso a este curso." },
  ALREADY_HAS_PRO: { trpc: "CONFLICT", message: "Você já assina o PRO." },
  // docs/decisions/031: a monthly Promoções subscriber moves to PRO by the switch, paying only the difference.
  USE_PLAN_SWITCH: {
    trpc: "CONFLICT",
    message: "Você já assina o Promoções: use 'Mudar para o PRO' em Minha assinatura para pagar só a diferença.",
  },
  NO_PLAN_TO_SWITCH: { trpc: "NOT_FOUND", message: "Você não tem uma assinatura mensal do Promoções para trocar." },
  COURSE_NOT_FOR_SALE: { trpc: "BAD_REQUEST", message: "Este curso é gratuito: não há nada a pagar." },
  // Stripe's record does not match what Milheiro sells (amount, currency or product): nothing is granted.
  PAYMENT_MISMATCH: { trpc: "BAD_REQUEST", message: "Não foi possível verificar o pagamento." },
  PAYMENTS_UNAVAILABLE: {
    trpc: "BAD_GATEWAY",
    message: "O serviço de pagamento está indisponível no momento. Tente novamente.",
  },
  SUBSCRIPTION_NOT_FOUND: { trpc: "NOT_FOUND", message: "Assinatura não encontrada." },
  BILLING_PORTAL_UNAVAILABLE: {
    trpc: "PRECONDITION_FAILED",
    message: "O portal de pagamento do Stripe não existe no modo de teste offline.",
  },
  PAYMENTS_OFF: {
    trpc: "PRECONDITION_FAILED",
    message: "Pagamentos não estão disponíveis neste servidor no momento.",
  },
  JOBS_NOT_RUNNING: { trpc: "PRECONDITION_FAILED", message: "As tarefas agendadas não estão ativas nesta instância." },
  // Fastify's own refusals on plain routes, and a tRPC call that is not JSON (src/server/http/internal-errors.ts).
  UNSUPPORTED_CONTENT_TYPE: { trpc: "UNSUPPORTED_MEDIA_TYPE", message: "Formato de requisição não suportado." },
  REQUEST_TOO_LARGE: { trpc: "PAYLOAD_TOO_LARGE", message: "A requisição é grande demais." },
  INTERNAL: { trpc: "INTERNAL_SERVER_ERROR", message: "Erro ao processar solicitação" },
} as const satisfies Record<string, AppErrorEntry>;

export type AppErrorCode = keyof typeof APP_ERRORS;

export class AppError extends Error {
  readonly code: AppErrorCode;

  /** `message` overrides the catalogue text when the situation needs specifics (e.g. a wait time). */
  constructor(code: AppErrorCode, message?: string) {
    super(message ?? APP_ERRORS[code].message);
    this.name = "AppError";
    this.code = code;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** The refused field of `input` an AppError names (APP_ERRORS' `fields`), if the input has one of them. */
export function refusedFieldOf(error: AppError, input: unknown): string | undefined {
  const entry: AppErrorEntry = APP_ERRORS[error.code];
  if (typeof input !== "object" || input === null) return undefined;
  return entry.fields?.find((field) => field in input);
}
