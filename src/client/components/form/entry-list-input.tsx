import { Plus, X } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { includesEntry } from "@/shared/domain/promotions/promotions";

interface EntryListInputProps {
  /** The text input's id, for the field's label. */
  id: string;
  entries: string[];
  onChange: (entries: string[]) => void;
  placeholder: string;
  /** The add button's name, e.g. "Adicionar destino". */
  addLabel: string;
  duplicateMessage: (entry: string) => string;
  maxLength: number;
  disabled?: boolean;
  inputRef?: (element: HTMLInputElement | null) => void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * A list built one entry at a time (docs/product.md §5): Enter or the button adds the typed entry, a repeat
 * (ignoring case and spaces) is refused on the spot, and each chip can be removed.
 */
export function EntryListInput(props: EntryListInputProps) {
  const { entries, onChange, inputRef } = props;
  const [draft, setDraft] = useState("");
  const [notice, setNotice] = useState<string | null>(null);

  function add() {
    const entry = draft.trim();
    if (entry === "") return;
    if (includesEntry(entries, entry)) {
      setNotice(props.duplicateMessage(entry));
      return;
    }
    onChange([...entries, entry]);
    setDraft("");
    setNotice(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the entry instead of submitting the whole form.
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  }

  return (
    <div className="grid gap-2">
      <div className="flex gap-2">
        <Input
          id={props.id}
          ref={inputRef}
          value={draft}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          disabled={props.disabled}
          autoComplete="off"
          aria-invalid={props.invalid || notice !== null || undefined}
          aria-describedby={props.describedBy}
          onChange={(event) => {
            setDraft(event.target.value);
            setNotice(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={props.addLabel}
          disabled={props.disabled}
          onClick={add}
        >
          <Plus aria-hidden />
        </Button>
      </div>
      {notice && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {notice}
        </p>
      )}
      {entries.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {entries.map((entry) => (
            <li
              key={entry}
              className="inline-flex items-center gap-1 rounded-md bg-secondary py-0.5 pr-0.5 pl-2 text-xs font-medium text-secondary-foreground"
            >
              {entry}
              <button
                type="button"
                className="grid size-5 place-items-center rounded-sm opacity-70 outline-none hover:bg-background/60 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={`Remover ${entry}`}
                disabled={props.disabled}
                onClick={() => onChange(entries.filter((existing) => existing !== entry))}
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
