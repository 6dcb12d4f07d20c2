import { Badge } from "@/client/components/ui/badge";
import { overflow } from "@/shared/domain/promotions/promotions";

interface EntryChipsProps {
  label: string;
  entries: readonly string[];
  /** How many fit on the card (docs/product.md §2); the rest become '+N'. */
  limit: number;
}

/** Destinations or routes as chips: the first few, then '+N' naming the others on hover. */
export function EntryChips({ label, entries, limit }: EntryChipsProps) {
  if (entries.length === 0) return null;
  const { shown, hidden } = overflow(entries, limit);
  const rest = entries.slice(shown.length);
  return (
    <div className="grid gap-1.5">
      <span className="text-xs text-muted-foreground">{label}</span>
      <ul className="flex flex-wrap gap-1.5" aria-label={label}>
        {shown.map((entry) => (
          <li key={entry}>
            <Badge variant="secondary">{entry}</Badge>
          </li>
        ))}
        {hidden > 0 && (
          <li>
            <Badge variant="outline" title={rest.join(", ")}>
              +{hidden}
              <span className="sr-only"> ({rest.join(", ")})</span>
            </Badge>
          </li>
        )}
      </ul>
    </div>
  );
}
