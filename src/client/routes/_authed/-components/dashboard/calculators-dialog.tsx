import type { ReactElement } from "react";
import { FormDialog } from "@/client/components/form-dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { AccumulationForm } from "./accumulation-form";
import { RedemptionCalculator } from "./redemption-calculator";
import { TransferCalculator } from "./transfer-calculator";
import type { Program } from "./types";

/** docs/product.md §2's cost calculator (which records an accumulation) plus the redemption and transfer simulators. */
export function CalculatorsDialog({ programs, trigger }: { programs: Program[]; trigger: ReactElement }) {
  return (
    <FormDialog
      title="Calculadoras"
      description="Calcule o custo do milheiro, o valor de um resgate ou o resultado de uma transferência bonificada."
      trigger={trigger}
      className="sm:max-w-2xl"
    >
      {(close) => (
        <Tabs defaultValue="custo">
          <TabsList>
            <TabsTrigger value="custo">
              {/* The long label would wrap the three tabs onto two lines on a phone. */}
              <span className="sm:hidden">Custo</span>
              <span className="hidden sm:inline">Custo do milheiro</span>
            </TabsTrigger>
            <TabsTrigger value="resgate">Resgate</TabsTrigger>
            <TabsTrigger value="transferencia">Transferência</TabsTrigger>
          </TabsList>
          <TabsContent value="custo">
            {programs.length === 0 ? (
              <p className="text-sm text-muted-foreground">Cadastre um programa para calcular e registrar acúmulos.</p>
            ) : (
              <AccumulationForm programs={programs} onSaved={close} />
            )}
          </TabsContent>
          <TabsContent value="resgate">
            <RedemptionCalculator programs={programs} />
          </TabsContent>
          <TabsContent value="transferencia">
            <TransferCalculator programs={programs} />
          </TabsContent>
        </Tabs>
      )}
    </FormDialog>
  );
}
