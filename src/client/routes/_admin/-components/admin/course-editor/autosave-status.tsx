import { Check, CircleAlert, LoaderCircle, RefreshCw } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import type { AutosaveStatus } from "@/client/lib/autosave";

/** 'Salvando…' / 'Salvo' next to a module or lesson, or what went wrong with a way to try again. */
export function AutosaveIndicator({ status, onRetry }: { status: AutosaveStatus; onRetry: () => void }) {
  if (status.state === "idle") return null;
  if (status.state === "error") {
    return (
      <span role="alert" className="flex flex-wrap items-center gap-1 text-xs font-medium text-destructive">
        <CircleAlert className="size-3.5" aria-hidden />
        Não salvo: {status.message}
        <Button type="button" variant="ghost" size="sm" className="h-6 px-1.5 text-xs" onClick={onRetry}>
          <RefreshCw aria-hidden />
          Tentar novamente
        </Button>
      </span>
    );
  }
  return (
    <span role="status" aria-live="polite" className="flex items-center gap-1 text-xs text-muted-foreground">
      {status.state === "saving" ? (
        <>
          <LoaderCircle className="size-3.5 animate-spin" aria-hidden />
          Salvando…
        </>
      ) : (
        <>
          <Check className="size-3.5" aria-hidden />
          Salvo
        </>
      )}
    </span>
  );
}
