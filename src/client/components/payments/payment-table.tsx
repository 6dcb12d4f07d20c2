import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/client/components/ui/badge";
import type { ProductType } from "@/shared/domain/access/access";
import {
  PAYMENT_PLAN_LABELS,
  PAYMENT_STATUS_LABELS,
  paymentMethodLabel,
} from "@/shared/domain/payments/payment-labels";
import type { PaymentPlan, PaymentStatus } from "@/shared/domain/payments/payments";
import { installmentText } from "@/shared/domain/payments/installments";
import { productLabel } from "@/shared/domain/payments/product-labels";
import { COURSE_INSTALLMENTS } from "@/shared/domain/courses/course-pricing";
import { formatBRL, formatDate } from "@/shared/format";

export interface PaymentRow {
  id: string;
  productType: ProductType;
  courseTitle: string | null;
  coursePriceCents: number | null;
  plan: PaymentPlan;
  amountCents: number;
  method: string | null;
  status: PaymentStatus;
  receiptUrl: string | null;
  createdAt: string | Date;
}

const STATUS_VARIANT = { paid: "default", pending: "secondary", failed: "destructive" } as const;

/** How it was paid; an instalment says of what: "Parcela: 10x de R$ 22,99 (total R$ 229,90, 2,91% a.m.)". */
function planLine(payment: PaymentRow): string {
  if (payment.plan !== "installments" || !payment.coursePriceCents) return PAYMENT_PLAN_LABELS[payment.plan];
  const terms = {
    cashCents: payment.coursePriceCents,
    count: COURSE_INSTALLMENTS,
    installmentCents: payment.amountCents,
  };
  return `Parcela: ${installmentText(terms)}`;
}

/** The cells a payment shows wherever it is listed (member and admin): date, product, amount, method, status, receipt. */
function PaymentCells({ payment }: { payment: PaymentRow }) {
  return (
    <>
      <td className="py-2 pr-3 whitespace-nowrap">{formatDate(payment.createdAt)}</td>
      <td className="py-2 pr-3">
        {productLabel(payment.productType, payment.courseTitle)}
        <span className="block text-xs text-muted-foreground">{planLine(payment)}</span>
      </td>
      <td className="py-2 pr-3 whitespace-nowrap">{formatBRL(payment.amountCents)}</td>
      <td className="py-2 pr-3">{paymentMethodLabel(payment.method)}</td>
      <td className="py-2 pr-3">
        <Badge variant={STATUS_VARIANT[payment.status]}>{PAYMENT_STATUS_LABELS[payment.status]}</Badge>
      </td>
      <td className="py-2">
        {payment.receiptUrl ? (
          <a
            href={payment.receiptUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
          >
            Recibo
            <ExternalLink className="size-3" aria-hidden />
          </a>
        ) : (
          "—"
        )}
      </td>
    </>
  );
}

const HEADERS = ["Data", "Produto", "Valor", "Método", "Status", "Recibo"] as const;

/** A table of payments; `lead` adds a first column (the admin list's buyer). */
export function PaymentTable<T extends PaymentRow>({
  payments,
  lead,
}: {
  payments: T[];
  lead?: { header: string; cell: (payment: T) => ReactNode };
}) {
  return (
    <table className="w-full text-left text-sm">
      <thead className="text-muted-foreground">
        <tr>
          {[...(lead ? [lead.header] : []), ...HEADERS].map((header) => (
            <th key={header} className="py-2 pr-3 font-medium">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.id} className="border-t">
            {lead && <td className="py-2 pr-3">{lead.cell(payment)}</td>}
            <PaymentCells payment={payment} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
