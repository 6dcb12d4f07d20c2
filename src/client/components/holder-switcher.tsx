import { Label } from "@/client/components/ui/label";
import { NativeSelect } from "@/client/components/ui/native-select";

interface HolderSwitcherProps {
  holders: readonly { id: string; name: string }[];
  /** The holder shown, or undefined for "Todos". */
  value: string | undefined;
  onChange: (holderId: string | undefined) => void;
}

/**
 * "Todos" or one holder (docs/decisions/039), for the pages that narrow by holder; the page keeps
 * the choice in its address. Not shown to an account with one holder: there is nothing to choose.
 */
export function HolderSwitcher({ holders, value, onChange }: HolderSwitcherProps) {
  if (holders.length < 2) return null;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="filtro-titular">Titular</Label>
      <NativeSelect
        id="filtro-titular"
        value={value ?? ""}
        onChange={(event) => onChange(holders.find((holder) => holder.id === event.target.value)?.id)}
      >
        <option value="">Todos</option>
        {holders.map((holder) => (
          <option key={holder.id} value={holder.id}>
            {holder.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
