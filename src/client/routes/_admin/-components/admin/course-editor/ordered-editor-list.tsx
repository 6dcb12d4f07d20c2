import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import { moved } from "./editor-drafts";
import { useEditorAction } from "./use-editor-action";

/** What each item's move buttons need. */
export interface ItemPosition {
  index: number;
  count: number;
  reordering: boolean;
  onMove: (step: -1 | 1) => void;
}

interface OrderedEditorListProps<T extends { id: string }> {
  items: readonly T[];
  /** Persists the complete new order (spec: reorder in one transaction). */
  reorder: (ids: string[]) => Promise<unknown>;
  add: () => Promise<unknown>;
  addLabel: string;
  addedToast: string;
  /** docs/product.md §8's failure title for creating or reordering these items. */
  failure: string;
  empty?: ReactNode;
  children: (item: T, position: ItemPosition) => ReactNode;
}

/** The modules of a course, or the lessons of a module: in order, movable one step at a time, and an add button. */
export function OrderedEditorList<T extends { id: string }>(props: OrderedEditorListProps<T>) {
  const { items, reorder, add, addLabel, addedToast, failure, empty, children } = props;
  const { busy, run } = useEditorAction();

  function move(index: number, step: -1 | 1) {
    const order = moved(
      items.map((item) => item.id),
      index,
      step,
    );
    if (order) void run(() => reorder(order), { failure });
  }

  return (
    <div className="grid gap-4">
      {items.length === 0 ? (
        empty
      ) : (
        <ol className="grid gap-4">
          {items.map((item, index) => (
            <li key={item.id}>
              {children(item, { index, count: items.length, reordering: busy, onMove: (step) => move(index, step) })}
            </li>
          ))}
        </ol>
      )}
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={busy}
        onClick={() => void run(add, { success: addedToast, failure })}
      >
        <Plus aria-hidden />
        {addLabel}
      </Button>
    </div>
  );
}
