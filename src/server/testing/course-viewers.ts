import { courseProductType } from "@/shared/domain/access/access";
import { createSession } from "../auth/sessions";
import type { Db } from "../db/client";
import { userProductAccess, userRoles } from "../db/schema";
import { insertUser } from "./accounts";

/** Everyone docs/product.md §6 tells apart when it comes to a paid course. */
export const VIEWER_KINDS = [
  "visitor",
  "member",
  "course-grant",
  "cursos-grant",
  "expired-grant",
  "revoked-grant",
  "admin",
] as const;
export type ViewerKind = (typeof VIEWER_KINDS)[number];

/** Those who may open every lesson of the paid course. */
export const VIEWERS_WITH_ACCESS: readonly ViewerKind[] = ["course-grant", "cursos-grant", "admin"];

export interface Viewer {
  kind: ViewerKind;
  /** The session token a browser would hold; undefined for a visitor. */
  token: string | undefined;
}

/** A user of the given kind with a real session, their grants written as the admin area writes them. */
export async function createViewer(db: Db, kind: ViewerKind, courseId: string): Promise<Viewer> {
  if (kind === "visitor") return { kind, token: undefined };
  const user = await insertUser(db);
  const grant = (productType: string, extra: { accessGranted?: boolean; expiresAt?: Date | null } = {}) =>
    db
      .insert(userProductAccess)
      .values({ userId: user.id, productType, accessGranted: true, expiresAt: null, ...extra });
  if (kind === "admin") await db.insert(userRoles).values({ userId: user.id, role: "admin" });
  if (kind === "course-grant") await grant(courseProductType(courseId));
  if (kind === "cursos-grant") await grant("cursos", { expiresAt: new Date(Date.now() + 86_400_000) });
  if (kind === "expired-grant") await grant(courseProductType(courseId), { expiresAt: new Date(Date.now() - 60_000) });
  if (kind === "revoked-grant") await grant("cursos", { accessGranted: false });
  return { kind, token: (await createSession(db, user.id)).token };
}
