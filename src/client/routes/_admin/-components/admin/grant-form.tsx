import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FormField } from "@/client/components/form-field";
import { FormFrame } from "@/client/components/form-frame";
import { Input } from "@/client/components/ui/input";
import { NativeSelect } from "@/client/components/ui/native-select";
import { saveThenClose } from "@/client/lib/forms/save-dialog";
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
    resolver: zodResolver(GrantFormSchema),
    defaultValues: { userId: userId ?? "", target: targets[0].value, courseId: "", expiresOn: "" },
  });
  const onSubmit = saveThenClose(form, {
    save: (input) => grant.mutateAsync(input),
    refresh: () => refreshAfter(queryClient, trpc, "access"),
    successTitle: ACCESS_TOASTS.granted,
    failureTitle: ACCESS_TOASTS.grantFailed.title,
    failureDescription: ACCESS_TOASTS.grantFailed.description,
    onSaved,
  });

  const target = useWatch({ control: form.control, name: "target" });

  return (
    <FormFrame control={form.control} onSubmit={onSubmit} submitLabel="Conceder acesso">
      {!userId && (
        <FormField control={form.control} name="userId" label="Usuário">
          {(props) => <UserPicker {...props} withoutActive={hideActiveHoldersOf} onPick={props.onChange} />}
        </FormField>
      )}
      {targets.length > 1 && (
        <FormField control={form.control} name="target" label={targetLabel}>
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
      {target === "course" && (
        <FormField control={form.control} name="courseId" label="Curso">
          {(props) => <CourseSelect {...props} />}
        </FormField>
      )}
      <FormField
        control={form.control}
        name="expiresOn"
        label="Válido até"
        hint="Opcional: em branco, o acesso não expira."
      >
        {(props) => <Input {...props} type="date" />}
      </FormField>
    </FormFrame>
  );
}
