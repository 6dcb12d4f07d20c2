import { CreditCard, Wallet } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { courseInstallments } from "@/shared/domain/courses/course-pricing";
import { installmentText } from "@/shared/domain/payments/installments";
import { formatBRL } from "@/shared/format";
import { useCourseCheckout } from "./use-course-checkout";

/**
 * How to pay for a course: 'À vista' (the course's price) or in installments (10x from
 * courseInstallments, charged monthly). Renders nothing for a free course.
 */
export function CoursePurchaseOptions({
  courseId,
  title,
  priceCents,
}: {
  courseId: string;
  title: string;
  priceCents: number;
}) {
  const { buyCourse, pending } = useCourseCheckout();
  const installments = courseInstallments(priceCents);
  if (!installments) return null;
  const terms = { cashCents: priceCents, count: installments.count, installmentCents: installments.installmentCents };
  return (
    <div className="grid gap-2">
      <div role="group" aria-label="Forma de pagamento" className="grid gap-2 sm:grid-cols-2">
        <Button size="lg" disabled={pending} onClick={() => buyCourse({ courseId, title, paymentType: "full" })}>
          <Wallet aria-hidden />À vista {formatBRL(priceCents)}
        </Button>
        <Button
          size="lg"
          variant="outline"
          disabled={pending}
          onClick={() => buyCourse({ courseId, title, paymentType: "installments" })}
        >
          <CreditCard aria-hidden />
          {installments.count}x de {formatBRL(installments.installmentCents)}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">Parcelado: {installmentText(terms)}</p>
    </div>
  );
}
