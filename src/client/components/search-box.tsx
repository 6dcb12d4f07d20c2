import { Search } from "lucide-react";
import { Input } from "@/client/components/ui/input";

interface SearchBoxProps {
  /** The accessible name, e.g. "Buscar usuários". */
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

/** A search field with its magnifier icon, for lists searched on the server. */
export function SearchBox({ label, value, onChange, placeholder = "Buscar por nome ou e-mail" }: SearchBoxProps) {
  return (
    <div className="relative max-w-md">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        className="pl-9"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
