import { eq, getTableColumns, type Column, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { ExportDataset } from "@/shared/domain/account/data-export";
import type { Db } from "../../db/client";
import {
  accessAuditLog,
  alertPreferences,
  pushSubscriptions,
  promotionAlerts,
  apiTokens,
  beneficiaries,
  clubs,
  billingSubscriptions,
  costCalculations,
  courseCertificates,
  cpfListEntries,
  courseEnrollments,
  courseLessonProgress,
  holders,
  loyaltyPrograms,
  mileLots,
  notifications,
  payments,
  pointsTransactions,
  profiles,
  redemptionPassengers,
  redemptions,
  sessions,
  spreadsheetImports,
  userProductAccess,
  userRoles,
  users,
  walletEntries,
  walletTransfers,
} from "../../db/schema";
import { ownedBy, type WalletScope, type WalletTable } from "../access/wallet-scope";

/** A table of the account's own (`owner`), or of its wallet (`wallet`: whose rows the scope decides). */
type OwnedTable = {
  name: string;
  /** Secrets, and other people's data (the admin who granted an access). */
  omit?: readonly string[];
} & ({ table: PgTable; owner: Column } | { table: WalletTable; wallet: true });

/** Everything kept about a member, table by table (docs/decisions/017); a new per-user table goes here. */
const OWNED_TABLES: readonly OwnedTable[] = [
  { name: "papeis", table: userRoles, owner: userRoles.userId },
  { name: "programas", table: loyaltyPrograms, wallet: true },
  { name: "acumulos", table: costCalculations, wallet: true },
  { name: "transacoes", table: pointsTransactions, wallet: true },
  { name: "lotes", table: mileLots, wallet: true },
  { name: "movimentacoes", table: walletEntries, wallet: true },
  { name: "transferencias", table: walletTransfers, wallet: true },
  { name: "preferencias_alertas", table: alertPreferences, wallet: true },
  { name: "notificacoes", table: notifications, wallet: true },
  // A device's encryption keys are secrets of that browser's subscription.
  { name: "aparelhos_push", table: pushSubscriptions, wallet: true, omit: ["p256dh", "auth"] },
  { name: "alertas_promocoes", table: promotionAlerts, wallet: true },
  // The household (docs/decisions/039): CPFs and birth dates go whole here, the member's own data.
  { name: "titulares", table: holders, wallet: true },
  { name: "beneficiarios", table: beneficiaries, wallet: true },
  { name: "emissoes", table: redemptions, wallet: true },
  { name: "emissoes_passageiros", table: redemptionPassengers, wallet: true },
  { name: "listas_cpf", table: cpfListEntries, wallet: true },
  { name: "planilhas_importadas", table: spreadsheetImports, wallet: true },
  // Clubs (docs/decisions/042); their prices and postings are the club's, its lots are in "lotes".
  { name: "clubes", table: clubs, wallet: true },
  { name: "acessos", table: userProductAccess, owner: userProductAccess.userId },
  {
    name: "historico_acessos",
    table: accessAuditLog,
    owner: accessAuditLog.targetUserId,
    omit: ["actorId", "actorEmail"],
  },
  { name: "progresso_aulas", table: courseLessonProgress, owner: courseLessonProgress.userId },
  { name: "matriculas_cursos", table: courseEnrollments, owner: courseEnrollments.userId },
  { name: "certificados", table: courseCertificates, owner: courseCertificates.userId },
  { name: "pagamentos", table: payments, owner: payments.userId },
  { name: "assinaturas", table: billingSubscriptions, owner: billingSubscriptions.userId },
  { name: "tokens_api", table: apiTokens, owner: apiTokens.userId, omit: ["secretHash"] },
  { name: "sessoes", table: sessions, owner: sessions.userId, omit: ["secretHash"] },
];

async function ownedRows(db: Db, owned: OwnedTable, whose: SQL): Promise<ExportDataset> {
  const columns = Object.fromEntries(
    Object.entries(getTableColumns(owned.table)).filter(([key]) => !owned.omit?.includes(key)),
  );
  const rows = await db.select(columns).from(owned.table).where(whose);
  return { name: owned.name, columns: Object.keys(columns), rows };
}

/** 'Baixar meus dados': the profile, every table that holds the member's rows, and their wallet's. */
export async function collectUserData(db: Db, userId: string, wallet: WalletScope): Promise<ExportDataset[]> {
  const profileColumns = {
    id: users.id,
    email: users.email,
    fullName: profiles.fullName,
    emailConfirmedAt: users.emailConfirmedAt,
    createdAt: users.createdAt,
    updatedAt: users.updatedAt,
  };
  const profile = await db
    .select(profileColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  const owned = await Promise.all(
    OWNED_TABLES.map((owned) =>
      ownedRows(db, owned, "wallet" in owned ? ownedBy(owned.table, wallet) : eq(owned.owner, userId)),
    ),
  );
  return [{ name: "perfil", columns: Object.keys(profileColumns), rows: profile }, ...owned];
}
