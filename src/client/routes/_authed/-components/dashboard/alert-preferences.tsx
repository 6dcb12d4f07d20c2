import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { ErrorState, LoadingState } from "@/client/components/query-states";
import { Button } from "@/client/components/ui/button";
import { toastFailure } from "@/client/lib/failure-toast";
import { useTRPC, type RouterOutputs } from "@/client/trpc";
import { ALERT_THRESHOLDS } from "@/shared/domain/alerts/notifications";

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
  const [values, setValues] = useState(initial);
  const queryClient = useQueryClient();
  const save = useMutation(trpc.notifications.savePreferences.mutationOptions());
  const toggleThreshold = (threshold: number, on: boolean) =>
    setValues((current) => ({
      ...current,
      thresholds: on ? [...current.thresholds, threshold] : current.thresholds.filter((value) => value !== threshold),
    }));

  async function submit() {
    try {
      await save.mutateAsync(values);
      await queryClient.invalidateQueries(trpc.notifications.preferences.pathFilter());
      toast.success("Preferências salvas!");
      onSaved();
    } catch (error) {
      toastFailure("Erro ao salvar preferências", error);
    }
  }

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-medium">Avisar antes do vencimento</legend>
        {ALERT_THRESHOLDS.map((threshold) => (
          <Check
            key={threshold}
            label={threshold === 1 ? "1 dia antes" : `${threshold} dias antes`}
            checked={values.thresholds.includes(threshold)}
            onChange={(on) => toggleThreshold(threshold, on)}
          />
        ))}
      </fieldset>
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-medium">E-mail</legend>
        <Check
          label="Enviar os alertas também por e-mail"
          checked={values.emailEnabled}
          onChange={(emailEnabled) => setValues((current) => ({ ...current, emailEnabled }))}
        />
        <Check
          label="Receber o resumo semanal do que vence em 30 dias"
          checked={values.weeklySummary}
          onChange={(weeklySummary) => setValues((current) => ({ ...current, weeklySummary }))}
        />
      </fieldset>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? "Salvando..." : "Salvar preferências"}
      </Button>
    </form>
  );
}

/** 'Preferências de alerta': which thresholds, e-mail on or off, weekly summary opt-out. */
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
