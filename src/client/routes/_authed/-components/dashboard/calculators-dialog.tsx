import type { ReactElement } from "react";
import { FormDialog } from "@/client/components/form-dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { CostCalculator } from "./cost-calculator";
import { RedemptionCalculator } from "./redemption-calculator";
import { TransferCalculator } from "./transfer-calculator";
import type { Program } from "./types";

/**
 * docs/product.md §2's cost calculator plus the redemption and transfer simulators. Calculators
 * never write: each only simulates, and recording is a separate action they lead to.
 */
export function CalculatorsDialog({ programs, trigger }: { programs: Program[]; trigger: ReactElement }) {
  return (
    <FormDialog
      title="Calculadoras"
      description="Simule o custo do milheiro, o valor de um resgate ou o resultado de uma transferência bonificada. Nada é salvo."
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
            <CostCalculator programs={programs} />
          </TabsContent>
          <TabsContent value="resgate">
            <RedemptionCalculator programs={programs} />
          </TabsContent>
          <TabsContent value="transferencia">
            <TransferCalculator programs={programs} onRegister={close} />
          </TabsContent>
        </Tabs>
      )}
    </FormDialog>
  );
}
