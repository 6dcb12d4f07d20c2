/** docs/product.md §8: the admin's access toasts, verbatim. */
export const ACCESS_TOASTS = {
  granted: "Acesso concedido!",
  revoked: "Acesso revogado!",
  grantFailed: { title: "Erro ao conceder acesso", description: "Não foi possível conceder acesso ao usuário." },
  revokeFailed: { title: "Erro ao revogar acesso", description: "Não foi possível revogar o acesso do usuário." },
} as const;
