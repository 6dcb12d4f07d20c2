import { CircleExclamationPoint, KeyRound } from "lucide-react";
import type { ReactNode } from "react";
import { Alert, AlertDescription } from "@/client/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";

/** The centred card the password reset pages share with the login screen's look. */
export function AuthPageShell({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-accent/60 to-background px-4 py-12 sm:py-20">
      <Card className="mx-auto w-full max-w-md shadow-lg">
        <CardHeader className="justify-items-center text-center">
          <span className="mb-2 grid size-12 place-items-center rounded-xl bg-primary text-primary-foreground">
            <KeyRound className="size-6" aria-hidden />
          </span>
          <CardTitle>
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">{children}</CardContent>
      </Card>
    </div>
  );
}

/** The pages' one-field forms: submit without a reload, the red alert above the field like the login form. */
export function AuthFieldForm({
  error,
  onSubmit,
  children,
}: {
  error: string | null;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {error && (
        <Alert variant="destructive">
          <CircleExclamationPoint aria-hidden />
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {children}
    </form>
  );
}
