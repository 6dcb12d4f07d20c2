import { useId } from "react";
import { Label } from "@/client/components/ui/label";
import { Switch } from "@/client/components/ui/switch";

interface SwitchFieldProps {
  label: string;
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off setting: the switch, its label and one line saying what "on" means. */
export function SwitchField({ label, hint, checked, onCheckedChange, disabled = false }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} disabled={disabled} />
      <div className="grid gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        <p className="text-xs text-muted-foreground">{hint}</p>
      </div>
    </div>
  );
}
