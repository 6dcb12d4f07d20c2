import { CircleExclamationPoint, LoaderCircle, RefreshCw, TriangleAlert, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";

/** The three states every list inside a page shows besides its rows. */
export function LoadingState({ label = "Carregando..." }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-center justify-center gap-2 py-10 text-muted-foreground"
    >
      <LoaderCircle className="size-5 animate-spin" aria-hidden />
      <span className="text-sm">{label}</span>
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
      <TriangleAlert className="size-6 text-destructive" aria-hidden />
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden />
        Tentar novamente
      </Button>
    </div>
  );
}

export function EmptyState({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-10 text-center">
      <Icon className="size-7 text-muted-foreground" aria-hidden />
      <p className="font-medium">{title}</p>
      {children && <div className="text-sm text-muted-foreground">{children}</div>}
    </div>
  );
}

/** A failure that leaves the rest of the page in place: a titled alert with a retry. */
export function ErrorAlert({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <CircleExclamationPoint aria-hidden />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
          <RefreshCw aria-hidden />
          Tentar novamente
        </Button>
      </AlertDescription>
    </Alert>
  );
}

interface QueryViewProps<T> {
  query: { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };
  loadingLabel: string;
  errorMessage: string;
  /** Shown instead of `children` when the data is an empty list. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** A query's loading, error (with retry) and empty states, then its data. */
export function QueryView<T>({ query, loadingLabel, errorMessage, empty, children }: QueryViewProps<T>) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError || query.data === undefined) {
    return <ErrorState message={errorMessage} onRetry={() => void query.refetch()} />;
  }
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) return empty;
  return children(query.data);
}
