import { CircleExclamationPoint, LoaderCircle } from "lucide-react";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { Alert, AlertDescription } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { AUTH_COPY, PASSWORD_HINT, type AuthMode } from "./auth-copy";
import { useAuthSubmit, type AuthField, type AuthValues } from "./use-auth-submit";

const EMPTY: AuthValues = { name: "", email: "", password: "" };

/** Mounted once per mode (keyed by it), so switching modes starts from empty fields and no error. */
export function AuthForm({ mode, returnTo }: { mode: AuthMode; returnTo: string | undefined }) {
  const [values, setValues] = useState<AuthValues>(EMPTY);
  const { submit, submitting, error } = useAuthSubmit(mode, returnTo);
  const inputs = useRef<Partial<Record<AuthField, HTMLInputElement | null>>>({});
  const signup = mode === "signup";

  useEffect(() => {
    if (error?.field) inputs.current[error.field]?.focus();
  }, [error]);

  function field(name: AuthField) {
    return {
      id: `auth-${name}`,
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
      ref: (element: HTMLInputElement | null) => {
        // eslint-disable-next-line react-hooks/refs -- a ref callback runs when React attaches the input, not during render
        inputs.current[name] = element;
      },
      "aria-invalid": error?.field === name || undefined,
    };
  }

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(values);
      }}
    >
      {error && (
        <Alert variant="destructive">
          <CircleExclamationPoint aria-hidden />
          <AlertDescription>{error.message}</AlertDescription>
        </Alert>
      )}

      {signup && (
        <div className="space-y-2">
          <Label htmlFor="auth-name">Nome Completo</Label>
          <Input {...field("name")} autoComplete="name" placeholder="Seu nome" />
        </div>
      )}

      <div className="space-y-2">
        <Label htmlFor="auth-email">E-mail</Label>
        <Input
          {...field("email")}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="voce@exemplo.com"
        />
      </div>

      <div className="grid gap-2">
        <Label htmlFor="auth-password">Senha</Label>
        <Input
          {...field("password")}
          type="password"
          autoComplete={signup ? "new-password" : "current-password"}
          aria-describedby={signup ? "auth-password-hint" : undefined}
        />
        {signup ? (
          <p id="auth-password-hint" className="text-sm text-muted-foreground">
            {PASSWORD_HINT}
          </p>
        ) : (
          // After the field, not in the label's row: e-mail, Tab, password, Enter signs in.
          <Button asChild variant="link" className="h-auto justify-self-end p-0 text-sm font-normal">
            <Link to="/esqueci-senha">Esqueci minha senha</Link>
          </Button>
        )}
      </div>

      <Button type="submit" size="lg" className="w-full" disabled={submitting} aria-busy={submitting}>
        {submitting ? (
          <>
            <LoaderCircle className="animate-spin" aria-hidden />
            Carregando...
          </>
        ) : (
          AUTH_COPY[mode].submit
        )}
      </Button>
    </form>
  );
}
