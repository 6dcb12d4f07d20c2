import type { RouterOutputs } from "@/client/trpc";

export type Club = RouterOutputs["wallet"]["clubs"]["list"][number];
export type ClubPlan = RouterOutputs["catalogue"]["clubPlans"][number];
