import type { ReactNode } from "react";
import { Button } from "@/client/components/ui/button";

interface RemovableListItemProps {
  title: ReactNode;
  detail: ReactNode;
  /** The button's accessible name: 'Remover' and what it removes, as the list has several. */
  removeLabel: string;
  disabled: boolean;
  onRemove: () => void;
}

/** A row of what the member keeps in Minha conta (devices, promotion alerts): what it is, a detail, 'Remover'. */
export function RemovableListItem({ title, detail, removeLabel, disabled, onRemove }: RemovableListItemProps) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border px-3 py-2 text-sm">
      <div className="grid min-w-0 gap-0.5">
        <span className="flex flex-wrap items-center gap-2 font-medium">{title}</span>
        <span className="text-muted-foreground">{detail}</span>
      </div>
      <Button variant="ghost" size="sm" disabled={disabled} aria-label={removeLabel} onClick={onRemove}>
        Remover
      </Button>
    </li>
  );
}
