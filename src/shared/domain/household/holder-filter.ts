/**
 * The holder switcher's narrowing of what a page already holds (docs/decisions/039): one holder's
 * programs, and the movements of those programs; every holder's when none is chosen ("Todos").
 */
export function programsOfHolder<P extends { holderId: string }>(programs: readonly P[], holderId?: string): P[] {
  return holderId === undefined ? [...programs] : programs.filter((program) => program.holderId === holderId);
}

export function movementsOfPrograms<M extends { programId: string }>(
  movements: readonly M[],
  programs: readonly { id: string }[],
): M[] {
  const ids = new Set(programs.map((program) => program.id));
  return movements.filter((movement) => ids.has(movement.programId));
}

/** A transfer is one holder's when either of its sides is one of their programs. */
export function transfersOfPrograms<T extends { fromProgramId: string; toProgramId: string }>(
  transfers: readonly T[],
  programs: readonly { id: string }[],
): T[] {
  const ids = new Set(programs.map((program) => program.id));
  return transfers.filter((transfer) => ids.has(transfer.fromProgramId) || ids.has(transfer.toProgramId));
}
