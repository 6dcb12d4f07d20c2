import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FormRefusal } from "@/client/components/form-frame";
import { ErrorState, LoadingState } from "@/client/components/query-states";
import { Button } from "@/client/components/ui/button";
import { FieldError, FieldLegend, FieldSet } from "@/client/components/ui/field";
import { saveThenClose } from "@/client/lib/forms/save-dialog";
import { useTRPC, type RouterOutputs } from "@/client/trpc";
import { ALERT_THRESHOLDS } from "@/shared/domain/alerts/notifications";
import { PUSH_ALERT_GROUPS, type PushKind } from "@/shared/domain/alerts/push-kinds";
import { AlertPreferencesInputSchema } from "@/shared/schemas/notifications";

type Preferences = RouterOutputs["notifications"]["preferences"];

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

function PreferencesForm({ initial, onSaved }: { initial: Preferences; onSaved: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.notifications.savePreferences.mutationOptions());
  const form = useForm({ resolver: zodResolver(AlertPreferencesInputSchema), defaultValues: initial });
  const onSubmit = saveThenClose(form, {
    save: (input) => save.mutateAsync(input),
    refresh: () => queryClient.invalidateQueries(trpc.notifications.preferences.pathFilter()),
    successTitle: "Preferências salvas!",
    failureTitle: "Erro ao salvar preferências",
    onSaved,
  });
  const { isSubmitting, errors } = form.formState;

  return (
    <form className="grid gap-4" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormRefusal control={form.control} />
      <Controller
        control={form.control}
        name="thresholds"
        render={({ field }) => (
          <FieldSet className="gap-1">
            <FieldLegend className="mb-1">Avisar antes do vencimento</FieldLegend>
            {ALERT_THRESHOLDS.map((threshold) => (
              <Check
                key={threshold}
                label={threshold === 1 ? "1 dia antes" : `${threshold} dias antes`}
                checked={field.value.includes(threshold)}
                onChange={(on) =>
                  field.onChange(on ? [...field.value, threshold] : field.value.filter((value) => value !== threshold))
                }
              />
            ))}
            <FieldError errors={[errors.thresholds]} />
          </FieldSet>
        )}
      />
      <FieldSet className="gap-1">
        <FieldLegend className="mb-1">E-mail</FieldLegend>
        <Controller
          control={form.control}
          name="emailEnabled"
          render={({ field }) => (
            <Check label="Enviar os alertas também por e-mail" checked={field.value} onChange={field.onChange} />
          )}
        />
        <Controller
          control={form.control}
          name="weeklySummary"
          render={({ field }) => (
            <Check
              label="Receber o resumo semanal do que vence em 30 dias"
              checked={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </FieldSet>
      <Controller
        control={form.control}
        name="pushKinds"
        render={({ field }) => {
          const chosen: PushKind[] = field.value ?? [];
          return (
            <FieldSet className="gap-1">
              <FieldLegend className="mb-1">Notificações no celular</FieldLegend>
              <p className="text-sm text-muted-foreground">
                Nos aparelhos ativados em Minha conta, além do sino e do e-mail.
              </p>
              {PUSH_ALERT_GROUPS.map((group) => (
                <Check
                  key={group.id}
                  label={group.label}
                  checked={group.kinds.every((kind) => chosen.includes(kind))}
                  onChange={(on) =>
                    field.onChange(
                      on ? [...chosen, ...group.kinds] : chosen.filter((kind) => !group.kinds.includes(kind)),
                    )
                  }
                />
              ))}
            </FieldSet>
          );
        }}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Salvando..." : "Salvar preferências"}
      </Button>
    </form>
  );
}

/** 'Preferências de alerta': which thresholds, e-mail on or off, weekly summary opt-out, which alerts by push. */
export function AlertPreferences({ onSaved }: { onSaved: () => void }) {
  const trpc = useTRPC();
  const preferences = useQuery(trpc.notifications.preferences.queryOptions());
  if (preferences.isPending) return <LoadingState />;
  if (preferences.isError) {
    return (
      <ErrorState message="Não foi possível carregar suas preferências." onRetry={() => void preferences.refetch()} />
    );
  }
  return <PreferencesForm initial={preferences.data} onSaved={onSaved} />;
}
