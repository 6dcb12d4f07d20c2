import type { RouterOutputs } from "@/client/trpc";

export type Program = RouterOutputs["wallet"]["programs"]["list"][number];
export type Accumulation = RouterOutputs["wallet"]["accumulations"]["list"][number];
export type DashboardSummary = RouterOutputs["wallet"]["dashboard"]["summary"];
export type RecentTransaction = DashboardSummary["recentTransactions"][number];
export type Transaction = RouterOutputs["wallet"]["transactions"]["list"][number];
export type Transfer = RouterOutputs["wallet"]["transfers"]["list"][number];
export type CatalogueEntry = RouterOutputs["catalogue"]["list"][number];
