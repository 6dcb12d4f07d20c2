import { createFileRoute } from "@tanstack/react-router";
import { PaymentSuccessSearchSchema } from "@/shared/schemas/search-params";
import { PaymentSuccessPage } from "./-components/payments/payment-success-page";

/** Stripe's success URL: /payment-success?session_id=…&type=course|promocoes&product=… */
export const Route = createFileRoute("/payment-success")({
  staticData: { indexing: "private" },
  validateSearch: PaymentSuccessSearchSchema,
  component: function PaymentSuccessRoute() {
    const { session_id, type, product } = Route.useSearch();
    return <PaymentSuccessPage sessionId={session_id} type={type} product={product} />;
  },
});
