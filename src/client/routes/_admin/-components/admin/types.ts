import type { RouterOutputs } from "@/client/trpc";

export type AdminUser = RouterOutputs["admin"]["users"]["list"]["users"][number];
export type ProductGrant = RouterOutputs["admin"]["access"]["list"]["grants"][number];
export type SettingsStatus = RouterOutputs["admin"]["settings"]["status"];
