import { Badge } from "@/client/components/ui/badge";
import { cn } from "@/client/lib/utils";
import { courseInstallments } from "@/shared/domain/courses/course-pricing";
import { installmentText } from "@/shared/domain/payments/installments";
import { formatBRL } from "@/shared/format";

interface CoursePriceProps {
  isFree: boolean;
  priceCents: number;
  /** "compact" for cards and headers (one line), "full" for the detail page's purchase box. */
  size?: "compact" | "full";
  className?: string;
}

/** docs/product.md §2: 'Gratuito', or the full price with the installment option ('R$ 497,00' / '10x de R$ 58,00'), the instalments with their total and rate (docs/decisions/031). */
export function CoursePrice({ isFree, priceCents, size = "compact", className }: CoursePriceProps) {
  if (isFree) {
    return (
      <Badge variant="highlight" className={className}>
        Gratuito
      </Badge>
    );
  }
  const plan = courseInstallments(priceCents);
  if (size === "compact") {
    return <span className={cn("font-semibold", className)}>{formatBRL(priceCents)}</span>;
  }
  return (
    <div className={cn("grid gap-0.5", className)}>
      <span className="text-3xl font-bold tracking-tight">{formatBRL(priceCents)}</span>
      {plan && (
        <span className="text-sm text-muted-foreground">
          ou {installmentText({ cashCents: priceCents, count: plan.count, installmentCents: plan.installmentCents })}
        </span>
      )}
    </div>
  );
}
