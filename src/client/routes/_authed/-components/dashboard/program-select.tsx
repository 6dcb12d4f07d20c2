import type * as React from "react";
import { NativeSelect } from "@/client/components/ui/native-select";
import type { Program } from "./types";

/** The user's programs, with an empty first choice so "not chosen" is a visible state. */
export function ProgramSelect({
  programs,
  placeholder = "Selecione o programa",
  ...props
}: React.ComponentProps<"select"> & { programs: readonly Program[]; placeholder?: string }) {
  return (
    <NativeSelect {...props}>
      <option value="">{placeholder}</option>
      {programs.map((program) => (
        <option key={program.id} value={program.id}>
          {program.name}
        </option>
      ))}
    </NativeSelect>
  );
}
