import { MIN_PASSWORD_LENGTH } from "@/shared/schemas/auth";

export type AuthMode = "login" | "signup";

/** docs/product.md §2 "Login screen": the texts that differ between the two modes. */
export const AUTH_COPY = {
  login: {
    pageTitle: "Entrar",
    title: "Faça login em sua conta",
    description: "Acompanhe saldos, vencimentos e o custo de cada milheiro.",
    submit: "Entrar",
    switchPrompt: "Não tem uma conta?",
    switchAction: "Cadastre-se",
  },
  signup: {
    pageTitle: "Criar conta",
    title: "Crie sua conta gratuita",
    description: "Organize seus programas de fidelidade em poucos minutos.",
    submit: "Cadastrar",
    switchPrompt: "Já tem uma conta?",
    switchAction: "Faça login",
  },
} as const satisfies Record<AuthMode, Record<string, string>>;

export const PASSWORD_HINT = `Mínimo de ${MIN_PASSWORD_LENGTH} caracteres`;
