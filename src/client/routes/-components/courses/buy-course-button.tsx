import { ShoppingCart } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/components/ui/dialog";
import { CHECKOUT_MESSAGES } from "@/client/lib/checkout/checkout-messages";
import { CoursePurchaseOptions } from "@/client/lib/checkout/course-purchase-options";
import { useRequireLogin } from "@/client/lib/use-require-login";
import { cn } from "@/client/lib/utils";

interface BuyCourseButtonProps {
  course: { id: string; title: string; priceCents: number };
  className?: string;
}

/**
 * 'Comprar Curso' (docs/product.md §2): a visitor is sent to log in first (docs/product.md §8); a member chooses how to
 * pay — in full or in installments — and the checkout opens in a new tab.
 */
export function BuyCourseButton({ course, className }: BuyCourseButtonProps) {
  const requireLogin = useRequireLogin();
  const [choosing, setChoosing] = useState(false);
  return (
    <>
      <Button
        size="lg"
        className={cn(className)}
        onClick={() => {
          if (!requireLogin(CHECKOUT_MESSAGES.loginToBuyCourse)) setChoosing(true);
        }}
      >
        <ShoppingCart aria-hidden />
        Comprar Curso
      </Button>
      <Dialog open={choosing} onOpenChange={setChoosing}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Comprar Curso</DialogTitle>
            <DialogDescription>
              {course.title}: acesso por 1 ano e certificado de conclusão. O pagamento abre em uma nova aba.
            </DialogDescription>
          </DialogHeader>
          <CoursePurchaseOptions courseId={course.id} title={course.title} priceCents={course.priceCents} />
        </DialogContent>
      </Dialog>
    </>
  );
}
