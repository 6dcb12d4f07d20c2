import type { RouterOutputs } from "@/client/trpc";

export type Holder = RouterOutputs["household"]["holders"]["list"][number];
export type Beneficiary = RouterOutputs["household"]["beneficiaries"]["list"][number];
export type Redemption = RouterOutputs["household"]["redemptions"]["list"][number];
export type RedemptionSummary = RouterOutputs["household"]["redemptions"]["summary"];
export type CpfProgramState = RouterOutputs["household"]["cpf"]["state"][number];
export type CpfProblem = Extract<
  RouterOutputs["household"]["redemptions"]["create"],
  { status: "needs_confirmation" }
>["problems"][number];
