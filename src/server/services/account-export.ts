import { eq } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import { csvLine, UTF8_BOM } from "@/shared/domain/csv";
import type { Db } from "../db/client";
import {
  accessAuditLog,
  costCalculations,
  courseCertificates,
  courseEnrollments,
  courseLessonProgress,
  loyaltyPrograms,
  mileLots,
  notifications,
  payments,
  pointsTransactions,
  profiles,
  userProductAccess,
  users,
} from "../db/schema";
import { AppError } from "../errors";

type Row = Record<string, unknown>;

/** Every dataset a member's export holds, by the file name it gets (LGPD art. 18: portability). */
async function collectUserData(db: Db, userId: string): Promise<Record<string, Row[]>> {
  const [account] = await db
    .select({ id: users.id, email: users.email, emailConfirmedAt: users.emailConfirmedAt, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) throw new AppError("USER_NOT_FOUND");
  const [profile, programs, accumulations, transactions, lots, grants, grantHistory, progress, enrollments, certificates, paid, alerts] =
    await Promise.all([
      db.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.id, userId)),
      db.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.userId, userId)),
      db.select().from(costCalculations).where(eq(costCalculations.userId, userId)),
      db.select().from(pointsTransactions).where(eq(pointsTransactions.userId, userId)),
      db.select().from(mileLots).where(eq(mileLots.userId, userId)),
      db.select().from(userProductAccess).where(eq(userProductAccess.userId, userId)),
      db.select().from(accessAuditLog).where(eq(accessAuditLog.targetUserId, userId)),
      db.select().from(courseLessonProgress).where(eq(courseLessonProgress.userId, userId)),
      db.select().from(courseEnrollments).where(eq(courseEnrollments.userId, userId)),
      db.select().from(courseCertificates).where(eq(courseCertificates.userId, userId)),
      db.select().from(payments).where(eq(payments.userId, userId)),
      db.select().from(notifications).where(eq(notifications.userId, userId)),
    ]);
  return {
    perfil: [{ ...account, fullName: profile[0]?.fullName ?? null }],
    programas: programs,
    acumulos: accumulations,
    transacoes: transactions,
    lotes: lots,
    acessos: grants,
    "historico-de-acessos": grantHistory,
    "progresso-em-cursos": progress,
    matriculas: enrollments,
    certificados: certificates,
    pagamentos: paid,
    notificacoes: alerts,
  };
}

function cellText(value: unknown): string | number {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "number") return value;
  if (Array.isArray(value)) return value.join(", ");
  return String(value);
}

function rowsToCsv(rows: Row[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return UTF8_BOM + csvLine(columns) + rows.map((row) => csvLine(columns.map((column) => cellText(row[column])))).join("");
}

/** All of a member's data as a ZIP with one JSON and one CSV file per dataset. */
export async function exportUserData(db: Db, userId: string): Promise<Uint8Array> {
  const datasets = await collectUserData(db, userId);
  const files: Record<string, Uint8Array> = {};
  for (const [name, rows] of Object.entries(datasets)) {
    files[`${name}.json`] = strToU8(JSON.stringify(rows, null, 2));
    files[`${name}.csv`] = strToU8(rowsToCsv(rows));
  }
  return zipSync(files);
}
