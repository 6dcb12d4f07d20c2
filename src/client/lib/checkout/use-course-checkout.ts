import { useCheckout } from "./use-checkout";

export interface CourseCheckout {
  courseId: string;
  title: string;
  /** 'full': one payment (card, Pix or boleto); 'installments': 10 monthly card charges. */
  paymentType: "full" | "installments";
}

/**
 * 'Comprar Curso' (docs/product.md §2 /curso/{id}): `buyCourse` starts the course's checkout; a visitor is
 * sent to log in with the spec's message. The price is the server's, never the page's.
 */
export function useCourseCheckout() {
  const { start, pending } = useCheckout();
  const buyCourse = ({ courseId, title, paymentType }: CourseCheckout) =>
    start({ productType: "course", productId: courseId, productName: title, paymentType });
  return { buyCourse, pending };
}
