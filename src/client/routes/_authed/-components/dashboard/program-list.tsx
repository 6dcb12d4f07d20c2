import { Plane, Plus } from "lucide-react";
import { FormDialog } from "@/client/components/form-dialog";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { ProgramCard } from "./program-card";
import { ProgramForm } from "./program-form";
import type { Accumulation, Program, Transaction } from "./types";

export function AddProgramButton({ variant = "default" }: { variant?: "default" | "outline" }) {
  return (
    <FormDialog
      title="Adicionar programa"
      description="Cadastre um programa de fidelidade com o saldo e o vencimento atuais."
      trigger={
        <Button variant={variant}>
          <Plus aria-hidden />
          Adicionar programa
        </Button>
      }
    >
      {(close) => <ProgramForm onSaved={close} />}
    </FormDialog>
  );
}

interface ProgramListProps {
  /** The cards shown (one holder's, with the switcher). */
  programs: Program[];
  /** Every program, for the cards' dialogs (a transfer may go to another holder's program). */
  allPrograms: Program[];
  accumulations: Accumulation[];
  transactions: Transaction[];
}

export function ProgramList({ programs, allPrograms, accumulations, transactions }: ProgramListProps) {
  if (programs.length === 0 && allPrograms.length > 0) {
    return (
      <Card className="items-center border-dashed px-6 py-10 text-center">
        <CardContent className="grid gap-2">
          <h3 className="text-lg font-semibold">Nenhum programa deste titular</h3>
          <p className="text-sm text-muted-foreground">
            Mova um programa para ele pelo botão “Mover para outro titular” do cartão, em “Todos”.
          </p>
        </CardContent>
      </Card>
    );
  }
  if (programs.length === 0) {
    return (
      <Card className="items-center border-dashed px-6 py-12 text-center">
        <CardContent className="flex flex-col items-center gap-3">
          <span className="grid size-14 place-items-center rounded-full bg-accent text-primary">
            <Plane className="size-7 -rotate-45" aria-hidden />
          </span>
          <h3 className="text-lg font-semibold">Nenhum programa cadastrado</h3>
          <p className="max-w-sm text-sm text-muted-foreground">
            Adicione seu primeiro programa de fidelidade para acompanhar saldo, vencimento e custo do milheiro.
          </p>
          <AddProgramButton />
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {programs.map((program) => (
        <ProgramCard
          key={program.id}
          program={program}
          programs={allPrograms}
          accumulations={accumulations.filter((accumulation) => accumulation.programId === program.id)}
          transactionCount={transactions.filter((transaction) => transaction.programId === program.id).length}
        />
      ))}
    </div>
  );
}
