import type { RouterOutputs } from "@/client/trpc";

export type AdminUser = RouterOutputs["admin"]["users"]["list"]["users"][number];
export type ProductGrant = RouterOutputs["admin"]["access"]["list"]["grants"][number];
export type UserGrant = RouterOutputs["admin"]["access"]["forUser"][number];
export type AuditEntry = RouterOutputs["admin"]["audit"]["forUser"][number];
export type SettingsStatus = RouterOutputs["admin"]["settings"]["status"];
