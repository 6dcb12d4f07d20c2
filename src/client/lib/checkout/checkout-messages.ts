/** docs/product.md §8 "Checkout and payment", verbatim. */
export const CHECKOUT_MESSAGES = {
  loginTitle: "Login necessário",
  loginToSubscribe: "Faça login para assinar o acesso às promoções.",
  loginToBuyCourse: "Faça login para comprar o curso.",
  subscriptionErrorTitle: "Erro na assinatura",
  subscriptionError: "Não foi possível processar a assinatura. Tente novamente.",
  paymentErrorTitle: "Erro no pagamento",
  paymentError: "Não foi possível processar o pagamento. Tente novamente.",
  verifyErrorTitle: "Erro na verificação",
  verifyError: "Não foi possível verificar o pagamento.",
  pendingTitle: "Verificando pagamento...",
  pending: "Aguarde alguns instantes para a confirmação.",
  confirmed: "Pagamento confirmado!",
} as const;
