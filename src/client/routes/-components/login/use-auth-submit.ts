import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { toast } from "sonner";
import { describeRequestError } from "@/client/lib/request-error";
import { useSessionChanged } from "@/client/lib/session";
import { firstIssue, type FieldIssue } from "@/client/lib/validation";
import { useTRPC } from "@/client/trpc";
import { displayName } from "@/shared/domain/account/user-display";
import { LoginInputSchema, SignupInputSchema } from "@/shared/schemas/auth";
import type { AuthMode } from "./auth-copy";

const AUTH_FIELDS = ["name", "email", "password"] as const;
export type AuthField = (typeof AUTH_FIELDS)[number];
export type AuthValues = Record<AuthField, string>;

/**
 * Every failure toast of the form shares one id, and a new attempt dismisses it: a toast left from
 * an earlier attempt never sits beside the red alert of the next one.
 */
const FAILURE_TOAST_ID = "auth-failure";

const FAILURE_TOAST: Record<AuthMode, { title: string; unexpected: string }> = {
  login: { title: "Erro no login", unexpected: "Ocorreu um erro inesperado durante o login." },
  signup: { title: "Erro no cadastro", unexpected: "Ocorreu um erro inesperado durante o cadastro." },
};

/**
 * Validates with the server's own Zod schemas (so messages match), then logs in or signs up.
 * `error` is what the red alert above the form shows. `returnTo` is where an expired session left
 * the user, followed instead of Minha Gestão.
 */
export function useAuthSubmit(mode: AuthMode, returnTo: string | undefined) {
  const trpc = useTRPC();
  const login = useMutation(trpc.auth.login.mutationOptions());
  const signup = useMutation(trpc.auth.signup.mutationOptions());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sessionChanged = useSessionChanged();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<FieldIssue<AuthField> | null>(null);

  function welcomeName(): string {
    const session = queryClient.getQueryData(trpc.auth.me.queryKey());
    return session ? `, ${displayName(session)}` : "";
  }

  async function logIn(values: AuthValues) {
    const parsed = LoginInputSchema.safeParse(values);
    if (!parsed.success) return setError(firstIssue(parsed.error, AUTH_FIELDS));
    await login.mutateAsync(parsed.data);
    await sessionChanged(returnTo ?? "/dashboard");
    toast.success("Login realizado com sucesso!", { description: `Que bom ver você de novo${welcomeName()}!` });
  }

  async function signUp(values: AuthValues) {
    const parsed = SignupInputSchema.safeParse(values);
    if (!parsed.success) return setError(firstIssue(parsed.error, AUTH_FIELDS));
    const result = await signup.mutateAsync(parsed.data);
    if (result.status === "confirmation_required") {
      toast.success(
        "Cadastro realizado com sucesso! Verifique seu e-mail para confirmar a conta antes de fazer login",
        { duration: 10_000 },
      );
      // Login mode remounts the form, which clears the fields (docs/product.md §4).
      await navigate({ to: "/login", replace: true });
      return;
    }
    await sessionChanged(returnTo ?? "/dashboard");
    toast.success("Conta criada com sucesso!", {
      description: `Boas-vindas ao Milheiro${welcomeName()}! Sua conta está pronta.`,
    });
  }

  async function submit(values: AuthValues) {
    setError(null);
    toast.dismiss(FAILURE_TOAST_ID);
    setSubmitting(true);
    try {
      await (mode === "login" ? logIn(values) : signUp(values));
    } catch (failure) {
      const described = describeRequestError(failure);
      const texts = FAILURE_TOAST[mode];
      if (described.kind === "unexpected") {
        toast.error("Erro inesperado", { id: FAILURE_TOAST_ID, description: texts.unexpected });
        return;
      }
      setError({ message: described.message, field: undefined });
      toast.error(texts.title, { id: FAILURE_TOAST_ID, description: described.message });
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, submitting, error };
}
