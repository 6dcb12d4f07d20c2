import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FormField, FormFrame } from "@/client/components/form-dialog";
import { Input } from "@/client/components/ui/input";
import { NativeSelect } from "@/client/components/ui/native-select";
import { useForm } from "@/client/lib/use-form";
import { useTRPC } from "@/client/trpc";
import { GrantFormSchema, type GrantTarget } from "@/shared/schemas/admin";
import { ACCESS_TOASTS } from "./access-toasts";
import { CourseSelect } from "./course-select";
import { UserPicker } from "./user-picker";
import { refreshAfter } from "@/client/lib/refresh-after";

export interface TargetChoice {
  value: GrantTarget;
  label: string;
}

interface GrantFormProps {
  /** The account being managed; without it the form offers a user select (docs/product.md §2 access tabs). */
  userId?: string;
  /** Leave out of the user select those who already hold this (the promotion-access tab). */
  hideActiveHoldersOf?: "promocoes";
  /** One choice: no select at all. Several: a select labelled `targetLabel`. */
  targets: readonly [TargetChoice, ...TargetChoice[]];
  targetLabel?: string;
  onSaved: () => void;
}

/** docs/product.md §5 "Grant dialog": user required, course required for a specific-course access, expiry optional. */
export function GrantForm({ userId, hideActiveHoldersOf, targets, targetLabel = "Acesso", onSaved }: GrantFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const grant = useMutation(trpc.admin.access.grant.mutationOptions());
  const form = useForm({
    schema: GrantFormSchema,
    initial: { userId: userId ?? "", target: targets[0].value, courseId: "", expiresOn: "" },
    save: (input) => grant.mutateAsync(input),
    refresh: () => refreshAfter(queryClient, trpc, "access"),
    successTitle: ACCESS_TOASTS.granted,
    failureTitle: ACCESS_TOASTS.grantFailed.title,
    failureDescription: ACCESS_TOASTS.grantFailed.description,
    onSaved,
  });

  return (
    <FormFrame form={form} submitLabel="Conceder acesso">
      {!userId && (
        <FormField form={form} name="userId" label="Usuário">
          {(props) => (
            <UserPicker {...props} withoutActive={hideActiveHoldersOf} onPick={(id) => form.setValue("userId", id)} />
          )}
        </FormField>
      )}
      {targets.length > 1 && (
        <FormField form={form} name="target" label={targetLabel}>
          {(props) => (
            <NativeSelect {...props}>
              {targets.map((target) => (
                <option key={target.value} value={target.value}>
                  {target.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      )}
      {form.values.target === "course" && (
        <FormField form={form} name="courseId" label="Curso">
          {(props) => <CourseSelect {...props} />}
        </FormField>
      )}
      <FormField form={form} name="expiresOn" label="Válido até" hint="Opcional: em branco, o acesso não expira.">
        {(props) => <Input {...props} type="date" />}
      </FormField>
    </FormFrame>
  );
}
