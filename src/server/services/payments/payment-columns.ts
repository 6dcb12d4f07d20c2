import { courses, payments } from "../../db/schema";

/** What a listed payment shows (member and admin lists); the query joins `courses` on the product. */
export const PAYMENT_LIST_COLUMNS = {
  id: payments.id,
  productType: payments.productType,
  courseTitle: courses.title,
  // An instalment's receipt states the total and rate against the course's cash price (docs/decisions/031).
  coursePriceCents: courses.priceCents,
  plan: payments.plan,
  amountCents: payments.amountCents,
  method: payments.method,
  status: payments.status,
  receiptUrl: payments.receiptUrl,
  createdAt: payments.createdAt,
};
