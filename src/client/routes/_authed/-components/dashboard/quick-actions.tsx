import { Link } from "@tanstack/react-router";
import { ArrowLeftRight, BellRing, Calculator, FileSpreadsheet, FileText, Tag } from "lucide-react";
import { FormDialog } from "@/client/components/form-dialog";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { RedemptionDialog, RegisterRedemptionButton } from "../household/redemption-dialog";
import { AlertPreferences } from "./alert-preferences";
import { CalculatorsDialog } from "./calculators-dialog";
import { TransactionForm } from "./transaction-form";
import { TransferButton, TransferDialog } from "./transfer-dialog";
import type { Program } from "./types";

const ACTION_CLASS = "w-full justify-start";

/** docs/product.md §2 'Ações Rápidas'. */
export function QuickActions({ programs }: { programs: Program[] }) {
  return (
    <Card className="gap-3 py-5">
      <CardHeader className="px-5">
        <CardTitle>
          <h2 className="text-base font-semibold">Ações Rápidas</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 px-5">
        <FormDialog
          title="Adicionar transação"
          description="Registre um acúmulo, uso, transferência, bônus ou expiração; o saldo do programa é atualizado."
          trigger={
            <Button variant="outline" className={ACTION_CLASS}>
              <ArrowLeftRight aria-hidden />
              Adicionar transação
            </Button>
          }
        >
          {(close) =>
            programs.length === 0 ? (
              <p className="text-sm text-muted-foreground">Cadastre um programa antes de registrar transações.</p>
            ) : (
              <TransactionForm programs={programs} onSaved={close} />
            )
          }
        </FormDialog>
        <TransferDialog programs={programs} trigger={<TransferButton className={ACTION_CLASS} />} />
        <RedemptionDialog programs={programs} trigger={<RegisterRedemptionButton className={ACTION_CLASS} />} />
        <CalculatorsDialog
          programs={programs}
          trigger={
            <Button variant="outline" className={ACTION_CLASS}>
              <Calculator aria-hidden />
              Calculadora de custo
            </Button>
          }
        />
        <FormDialog
          title="Preferências de alerta"
          description="Escolha quando avisar antes de suas milhas vencerem e o que chega por e-mail."
          trigger={
            <Button variant="outline" className={ACTION_CLASS}>
              <BellRing aria-hidden />
              Preferências de alerta
            </Button>
          }
        >
          {(close) => <AlertPreferences onSaved={close} />}
        </FormDialog>
        <Button asChild variant="outline" className={ACTION_CLASS}>
          <Link to="/importar-planilha">
            <FileSpreadsheet aria-hidden />
            Importar planilha
          </Link>
        </Button>
        <Button asChild variant="outline" className={ACTION_CLASS}>
          <Link to="/relatorios">
            <FileText aria-hidden />
            Gerar relatório
          </Link>
        </Button>
        <Button asChild variant="outline" className={ACTION_CLASS}>
          <Link to="/promocoes">
            <Tag aria-hidden />
            Ver promoções
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
