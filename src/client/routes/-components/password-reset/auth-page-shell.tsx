import { KeyRound } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import type { Control, FieldValues } from "react-hook-form";
import { FormRefusal } from "@/client/components/form-frame";
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
export function AuthFieldForm<V extends FieldValues, T>({
  control,
  onSubmit,
  children,
}: {
  control: Control<V, unknown, T>;
  /** The form's `handleSubmit(…)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form className="space-y-4" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormRefusal control={control} />
      {children}
    </form>
  );
}
