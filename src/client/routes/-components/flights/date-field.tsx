import { useId } from "react";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";

interface DateFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** YYYY-MM-DD: the calendar greys out earlier days (typing one is still checked on submit). */
  min: string;
  invalid?: boolean;
}

export function DateField({ label, value, onChange, min, invalid }: DateFieldProps) {
  const id = useId();
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        value={value}
        min={min}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
      />
    </div>
  );
}
