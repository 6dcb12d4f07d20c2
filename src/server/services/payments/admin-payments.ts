import { and, count, desc, eq, gte, sql, sum } from "drizzle-orm";
import type { z } from "zod";
import type { ProductType } from "@/shared/domain/access/access";
import type { AdminPaymentsInputSchema } from "@/shared/schemas/payments";
import type { DbOrTx } from "../../db/client";
import { matchesAny } from "../../db/like";
import { courses, payments, profiles, users } from "../../db/schema";
import { courseOfGrant } from "../access/access-grant-lists";
import { PAYMENT_LIST_COLUMNS } from "./payment-columns";

// The first instant of the current month on the São Paulo calendar, the month the admin means.
const MONTH_START = sql`date_trunc('month', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo'`;

/**
 * /admin "Pagamentos": every charge newest first, searched by the buyer (e-mail, name) or the
 * product (course title, 'promocoes'), and this month's paid totals.
 */
export async function listAdminPayments(db: DbOrTx, input: z.output<typeof AdminPaymentsInputSchema>) {
  const where = matchesAny(input.search, [users.email, profiles.fullName, courses.title, payments.productType]);
  const base = () =>
    db
      .select({ ...PAYMENT_LIST_COLUMNS, email: users.email, fullName: profiles.fullName })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .leftJoin(profiles, eq(profiles.id, payments.userId))
      .leftJoin(courses, courseOfGrant(payments.productType));
  const [rows, [matching], [month]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db
      .select({ total: count() })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .leftJoin(profiles, eq(profiles.id, payments.userId))
      .leftJoin(courses, courseOfGrant(payments.productType))
      .where(where),
    db
      .select({ paidCount: count(), paidCents: sum(payments.amountCents).mapWith(Number) })
      .from(payments)
      .where(and(eq(payments.status, "paid"), gte(payments.paidAt, MONTH_START))),
  ]);
  return {
    payments: rows.map((row) => ({ ...row, productType: row.productType as ProductType })),
    total: matching?.total ?? 0,
    thisMonth: { paidCount: month?.paidCount ?? 0, paidCents: month?.paidCents ?? 0 },
  };
}
