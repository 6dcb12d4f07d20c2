import { courseProductType, parseProductType } from "../domain/access/access";
import { endOfDayInSaoPaulo } from "../domain/end-of-day";
import { isPlainDate } from "../domain/plain-date";
import { text } from "./text";
import { z } from "./zod-locale";

/** Admin inputs (docs/product.md §5 "Grant dialog"), shared by the admin forms and the admin procedures. */
const ADMIN_MESSAGES = {
  userRequired: "Selecione um usuário.",
  productInvalid: "Produto inválido.",
  courseRequired: "Selecione o curso.",
  dateInvalid: "Informe uma data válida (AAAA-MM-DD).",
  searchTooLong: "A busca deve ter no máximo 100 caracteres.",
} as const;

const M = ADMIN_MESSAGES;

const UserIdSchema = z.uuid({ error: M.userRequired });

/** The CHECK rule of user_product_access: a fixed product (access.ts's PRODUCT_TYPES) or 'course-<uuid>'. */
export const ProductTypeSchema = text({ error: M.productInvalid }).transform((value, ctx) => {
  const parsed = parseProductType(value);
  if (parsed) return parsed;
  ctx.addIssue({ code: "custom", message: M.productInvalid });
  return z.NEVER;
});

/** Optional 'YYYY-MM-DD'; the access lasts through that São Paulo day. A past day is allowed (and inactive). */
const ExpiresOnSchema = text({ error: M.dateInvalid })
  .trim()
  .refine((value) => value === "" || isPlainDate(value), M.dateInvalid)
  .nullish()
  .transform((value) => (value ? endOfDayInSaoPaulo(value) : null));

export const GrantAccessInputSchema = z
  .object({ userId: UserIdSchema, productType: ProductTypeSchema, expiresOn: ExpiresOnSchema })
  .transform(({ expiresOn, ...grant }) => ({ ...grant, expiresAt: expiresOn }));
export type GrantAccessInput = z.input<typeof GrantAccessInputSchema>;

export const RevokeAccessInputSchema = z.object({ userId: UserIdSchema, productType: ProductTypeSchema });

export const AdminUserInputSchema = z.object({ userId: UserIdSchema });

const SearchSchema = text().trim().max(100, M.searchTooLong).default("");

const MAX_PAGE_SIZE = 50;

const PageSchema = {
  page: z.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
};

/** Users tab: server-side search by name or e-mail, newest accounts first, by page. */
export const UsersListInputSchema = z.object({ search: SearchSchema, ...PageSchema });

/** The grant dialogs' user select; `withoutActive` leaves out users who already hold that product. */
export const UserPickerInputSchema = z.object({ search: SearchSchema, withoutActive: ProductTypeSchema.optional() });

/** The promotion-access and course-access tabs: 'cursos' lists the general grant and every course's. */
const GRANT_LISTS = ["promocoes", "cursos"] as const;
export type GrantList = (typeof GRANT_LISTS)[number];

export const GrantsListInputSchema = z.object({ list: z.enum(GRANT_LISTS), search: SearchSchema, ...PageSchema });

/**
 * What the grant dialogs offer: the promotions product, every course, one course, the PRO plan, or
 * the PRO trial (giving it a later end is how an admin extends a trial, audited like any grant).
 */
const GRANT_TARGETS = ["promocoes", "cursos", "course", "pro", "teste-pro"] as const;
export type GrantTarget = (typeof GRANT_TARGETS)[number];

/**
 * The grant dialog's text fields into a grant (docs/product.md §5): a user is required, and a course too
 * when the access is for one specific course; the expiry stays optional.
 */
export const GrantFormSchema = z
  .object({
    userId: text().trim().min(1, M.userRequired).pipe(UserIdSchema),
    target: z.enum(GRANT_TARGETS, { error: M.productInvalid }),
    courseId: text().trim(),
    expiresOn: text()
      .trim()
      .refine((value) => value === "" || isPlainDate(value), M.dateInvalid),
  })
  .superRefine((form, ctx) => {
    if (form.target === "course" && !z.uuid().safeParse(form.courseId).success) {
      ctx.addIssue({ code: "custom", message: M.courseRequired, path: ["courseId"] });
    }
  })
  .transform((form): GrantAccessInput => ({
    userId: form.userId,
    productType: form.target === "course" ? courseProductType(form.courseId) : form.target,
    expiresOn: form.expiresOn === "" ? null : form.expiresOn,
  }));
