import type { UseFormReturn } from "react-hook-form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { toast } from "sonner";
import { showRefusal } from "@/client/lib/forms/refusal";
import { describeRequestError } from "@/client/lib/request-error";
import { useSessionChanged } from "@/client/lib/session";
import { useTRPC } from "@/client/trpc";
import { displayName } from "@/shared/domain/account/user-display";
import { LoginInputSchema, SignupInputSchema } from "@/shared/schemas/auth";
import { z } from "@/shared/schemas/zod-locale";
import type { AuthMode } from "./auth-copy";

/** Both modes hold the same three fields (login never shows the name), validated by the server's own schemas. */
export const AUTH_FORM_SCHEMAS = {
  login: LoginInputSchema.extend({ name: z.string() }),
  signup: SignupInputSchema,
} as const satisfies Record<AuthMode, z.ZodType>;

export type AuthValues = z.input<typeof SignupInputSchema>;

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
 * The submit handler of the login and signup form: logs in or signs up with what the schemas parsed;
 * a refusal is shown on the form (under the field the server names, e.g. a taken e-mail, else in the
 * red alert above). `returnTo` is where an expired session left the user, followed instead of Minha Gestão.
 */
export function useAuthSubmit(
  mode: AuthMode,
  returnTo: string | undefined,
  form: UseFormReturn<AuthValues, unknown, AuthValues>,
) {
  const trpc = useTRPC();
  const login = useMutation(trpc.auth.login.mutationOptions());
  const signup = useMutation(trpc.auth.signup.mutationOptions());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sessionChanged = useSessionChanged();

  function welcomeName(): string {
    const session = queryClient.getQueryData(trpc.auth.me.queryKey());
    return session ? `, ${displayName(session)}` : "";
  }

  async function logIn({ email, password }: AuthValues) {
    await login.mutateAsync({ email, password });
    await sessionChanged(returnTo ?? "/dashboard");
    toast.success("Login realizado com sucesso!", { description: `Que bom ver você de novo${welcomeName()}!` });
  }

  async function signUp(values: AuthValues) {
    const result = await signup.mutateAsync(values);
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

  const dismissFailure = () => toast.dismiss(FAILURE_TOAST_ID);

  async function submit(values: AuthValues) {
    dismissFailure();
    try {
      await (mode === "login" ? logIn(values) : signUp(values));
    } catch (failure) {
      const texts = FAILURE_TOAST[mode];
      if (describeRequestError(failure).kind === "unexpected") {
        toast.error("Erro inesperado", { id: FAILURE_TOAST_ID, description: texts.unexpected });
        return;
      }
      const message = showRefusal(form, failure);
      toast.error(texts.title, { id: FAILURE_TOAST_ID, description: message });
    }
  }

  return form.handleSubmit(submit, dismissFailure);
}
