import { LoaderCircle } from "lucide-react";

/** The spinner a page shows while its route loader fetches its data (docs/product.md §2). */
export function PageLoading() {
  return (
    <div className="grid min-h-[60vh] place-items-center" role="status" aria-live="polite">
      <LoaderCircle className="size-10 animate-spin text-primary" aria-hidden />
      <span className="sr-only">Carregando...</span>
    </div>
  );
}
