import { IMPORT_FIELD_LABELS } from "./columns";
import type { ImportError, ImportMapping, ImportRow } from "./rows";
import { wordKey } from "./values";

/**
 * Whose and which program each imported line goes to (docs/decisions/041): the account's holders
 * and programs when the file names them (by CPF, or by name without accents or case), new ones
 * otherwise. A holder beyond the member is the PRO plan's (docs/decisions/039): without it, a line
 * naming someone new is an error the member can fix or skip.
 */
export interface KnownHolder {
  id: string;
  name: string;
  cpf: string | null;
  isMember: boolean;
}

export interface KnownProgram {
  id: string;
  name: string;
  holderId: string;
}

interface NewHolder {
  key: string;
  name: string;
  cpf: string;
}

interface NewProgram {
  key: string;
  name: string;
  holderKey: string;
  /** The account's holder it belongs to; null for a holder the import creates (by holderKey). */
  holderId: string | null;
}

export interface PlannedLine {
  row: ImportRow;
  holderKey: string;
  /** The holder's name as the account shows it (the member's own: the profile's, or "Você"). */
  holderName: string;
  programKey: string;
  /** The account's program the line goes to; null for a program the import creates (by programKey). */
  programId: string | null;
}

export interface ImportPlan {
  newHolders: NewHolder[];
  newPrograms: NewProgram[];
  lines: PlannedLine[];
  errors: ImportError[];
}

/** An existing holder's key, or a new one's (by CPF); programs are keyed under it. */
const holderKeyOf = (id: string) => `titular:${id}`;
const newHolderKey = (cpf: string) => `cpf:${cpf}`;
const programKeyOf = (holderKey: string, name: string) => `${holderKey}|${wordKey(name)}`;

const HOLDER_FIX = {
  unknown: "Escreva o CPF do titular na coluna de CPF para cadastrá-lo, ou deixe em branco para você.",
  pro: "Cadastrar outros titulares além de você faz parte do plano PRO: deixe o titular em branco ou assine o PRO.",
  name: "Escreva o nome do titular ao lado do CPF.",
};

export function planImport(
  rows: readonly ImportRow[],
  known: { holders: readonly KnownHolder[]; programs: readonly KnownProgram[] },
  options: { canAddHolders: boolean; mapping: ImportMapping; headers: readonly string[] },
): ImportPlan {
  const member = known.holders.find((holder) => holder.isMember);
  if (!member) throw new Error("the account has no member holder");
  const byCpf = new Map(known.holders.filter((h) => h.cpf).map((h) => [h.cpf, holderKeyOf(h.id)]));
  const byName = new Map(known.holders.map((h) => [wordKey(h.name), holderKeyOf(h.id)]));
  const names = new Map(known.holders.map((h) => [holderKeyOf(h.id), h.name]));
  const holderIds = new Map(known.holders.map((h) => [holderKeyOf(h.id), h.id]));
  const programs = new Map<string, string | null>(
    known.programs.map((p) => [programKeyOf(holderKeyOf(p.holderId), p.name), p.id]),
  );
  const plan: ImportPlan = { newHolders: [], newPrograms: [], lines: [], errors: [] };
  const newHolders = new Map<string, NewHolder>();
  const column = (field: "holderName" | "holderCpf") => {
    const index = options.mapping[field];
    return (index === undefined ? undefined : options.headers[index]) || IMPORT_FIELD_LABELS[field];
  };

  for (const row of rows) {
    const fail = (field: "holderName" | "holderCpf", message: string, fix: string) =>
      plan.errors.push({ line: row.line, column: column(field), message, fix });
    let holderKey: string | undefined;
    if (row.holderCpf) holderKey = byCpf.get(row.holderCpf) ?? newHolders.get(newHolderKey(row.holderCpf))?.key;
    else if (row.holderName) holderKey = byName.get(wordKey(row.holderName));
    else holderKey = holderKeyOf(member.id);

    if (!holderKey && !row.holderCpf) {
      fail("holderName", `Titular "${row.holderName}" não está cadastrado.`, HOLDER_FIX.unknown);
      continue;
    }
    if (!holderKey && row.holderCpf) {
      if (!options.canAddHolders) {
        fail("holderCpf", "Este CPF não é de um titular da sua conta.", HOLDER_FIX.pro);
        continue;
      }
      if (!row.holderName) {
        fail("holderName", "Titular novo sem nome.", HOLDER_FIX.name);
        continue;
      }
      const holder = { key: newHolderKey(row.holderCpf), name: row.holderName, cpf: row.holderCpf };
      newHolders.set(holder.key, holder);
      names.set(holder.key, holder.name);
      plan.newHolders.push(holder);
      holderKey = holder.key;
    }
    if (!holderKey) continue;
    const programKey = programKeyOf(holderKey, row.program);
    if (!programs.has(programKey)) {
      programs.set(programKey, null);
      plan.newPrograms.push({
        key: programKey,
        name: row.program,
        holderKey,
        holderId: holderIds.get(holderKey) ?? null,
      });
    }
    const programId = programs.get(programKey) ?? null;
    plan.lines.push({ row, holderKey, holderName: names.get(holderKey) ?? "", programKey, programId });
  }
  return plan;
}
