import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link } from "@tanstack/react-router";
import { FormField } from "@/client/components/form-field";
import { FormRefusal } from "@/client/components/form-frame";
import { Button } from "@/client/components/ui/button";
import { FieldGroup } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { AUTH_COPY, PASSWORD_HINT, type AuthMode } from "./auth-copy";
import { AUTH_FORM_SCHEMAS, useAuthSubmit, type AuthValues } from "./use-auth-submit";

const EMPTY: AuthValues = { name: "", email: "", password: "" };

/** Mounted once per mode (keyed by it), so switching modes starts from empty fields and no error. */
export function AuthForm({ mode, returnTo }: { mode: AuthMode; returnTo: string | undefined }) {
  const form = useForm({ resolver: zodResolver(AUTH_FORM_SCHEMAS[mode]), defaultValues: EMPTY });
  const onSubmit = useAuthSubmit(mode, returnTo, form);
  const { isSubmitting } = form.formState;
  const signup = mode === "signup";

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <FieldGroup className="gap-5">
        <FormRefusal control={form.control} />

        {signup && (
          <FormField control={form.control} name="name" label="Nome Completo">
            {(props) => <Input {...props} autoComplete="name" placeholder="Seu nome" />}
          </FormField>
        )}

        <FormField control={form.control} name="email" label="E-mail">
          {(props) => (
            <Input
              {...props}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="voce@exemplo.com"
            />
          )}
        </FormField>

        <div className="grid gap-2">
          <FormField control={form.control} name="password" label="Senha" hint={signup ? PASSWORD_HINT : undefined}>
            {(props) => (
              <Input {...props} type="password" autoComplete={signup ? "new-password" : "current-password"} />
            )}
          </FormField>
          {!signup && (
            // After the field, not in the label's row: e-mail, Tab, password, Enter signs in.
            <Button asChild variant="link" className="h-auto justify-self-end p-0 text-sm font-normal">
              <Link to="/esqueci-senha">Esqueci minha senha</Link>
            </Button>
          )}
        </div>

        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? (
            <>
              <LoaderCircle className="animate-spin" aria-hidden />
              Carregando...
            </>
          ) : (
            AUTH_COPY[mode].submit
          )}
        </Button>
      </FieldGroup>
    </form>
  );
}
