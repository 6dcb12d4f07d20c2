import { useQuery } from "@tanstack/react-query";
import { useEffect, useState, type ComponentProps } from "react";
import { Input } from "@/client/components/ui/input";
import { NativeSelect } from "@/client/components/ui/native-select";
import { useDebouncedValue } from "@/client/lib/use-debounced-value";
import { useTRPC } from "@/client/trpc";
import { displayName } from "@/shared/domain/account/user-display";

type UserPickerProps = ComponentProps<typeof NativeSelect> & {
  value: string;
  withoutActive?: "promocoes";
  /** Clears the choice when a new search no longer lists the chosen user. */
  onPick: (userId: string) => void;
};

/** A search box feeding a select of the first matches: the search runs on the server, so any number of users works. */
export function UserPicker({ value, withoutActive, onPick, ...selectProps }: UserPickerProps) {
  const trpc = useTRPC();
  const [typed, setTyped] = useState("");
  const search = useDebouncedValue(typed.trim());
  const matches = useQuery(trpc.admin.users.search.queryOptions({ search, withoutActive }));

  useEffect(() => {
    if (value && matches.data && !matches.data.some((user) => user.id === value)) onPick("");
  }, [matches.data, value, onPick]);

  const placeholder = matches.isPending
    ? "Carregando usuários..."
    : matches.isError
      ? "Não foi possível buscar usuários"
      : matches.data.length === 0
        ? "Nenhum usuário encontrado"
        : "Selecione um usuário";

  return (
    <div className="grid gap-2">
      <Input
        type="search"
        aria-label="Buscar usuário por nome ou e-mail"
        placeholder="Buscar por nome ou e-mail"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <NativeSelect {...selectProps} value={value}>
        <option value="">{placeholder}</option>
        {matches.data?.map((user) => (
          <option key={user.id} value={user.id}>
            {displayName(user) === user.email ? user.email : `${displayName(user)} (${user.email})`}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
