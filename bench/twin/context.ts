/**
 * What every route of the bare twin shares: one postgres.js pool, the joined caller lookup the
 * app makes (one query for session, user, role, the active plan grants and the trial's end, judged
 * by the same pure plan rules) and tRPC's answer envelope.
 */
import postgres from "postgres";
import { tokenMatchesHash } from "../../src/server/auth/tokens";
import {
  entitlementOf,
  featureOpen,
  onTrialOnly,
  PLAN_GRANT_PRODUCTS,
  TRIAL_PRODUCT,
} from "../../src/shared/domain/payments/plan-access";
import { trialLastDay } from "../../src/shared/domain/payments/trial";

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error("BENCH_DATABASE_URL is required");

const asText = { to: 1082, from: [1082], serialize: (value: string) => value, parse: (value: string) => value };
export const sql = postgres(url, { max: 10, onnotice: () => {}, types: { date: asText } });

interface CallerRow {
  id: string;
  email: string;
  full_name: string | null;
  is_admin: boolean;
  read_only: boolean;
  active_plan_grants: string[];
  trial_ends_at_ms: number | null;
  secret_hash: string;
  expires_at: Date;
}

export interface Caller {
  id: string;
  email: string;
  full_name: string | null;
  is_admin: boolean;
  read_only: boolean;
  /** Minha Gestão and the feed, by the plan the active grants make (the app's featureOpen). */
  has_dashboard_access: boolean;
  /** "Teste grátis até": the trial's last São Paulo day while only the trial runs. */
  trial_last_day: string | null;
}

const planProducts = sql([...PLAN_GRANT_PRODUCTS]);

export async function caller(authorization: string | undefined): Promise<Caller | null> {
  const [id, secret] = (authorization ?? "").replace(/^Bearer /, "").split(".");
  if (!id || !secret) return null;
  const [row] = await sql<CallerRow[]>`
    select s.secret_hash, s.expires_at, s.read_only, s.last_seen_at, u.id, u.email, p.full_name,
      exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin') as is_admin,
      array(select g.product_type from user_product_access g where g.user_id = u.id
        and g.product_type in ${planProducts} and g.access_granted
        and (g.expires_at is null or g.expires_at > now())) as active_plan_grants,
      (select (extract(epoch from g.expires_at) * 1000)::float8 from user_product_access g
        where g.user_id = u.id and g.product_type = ${TRIAL_PRODUCT} and g.access_granted) as trial_ends_at_ms
    from sessions s join users u on u.id = s.user_id left join profiles p on p.id = u.id
    where s.id = ${id} limit 1`;
  if (!row || !tokenMatchesHash(secret, row.secret_hash) || row.expires_at.getTime() <= Date.now()) return null;
  const entitlement = entitlementOf(row.is_admin, row.active_plan_grants);
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    is_admin: row.is_admin,
    read_only: row.read_only,
    has_dashboard_access: featureOpen(entitlement, "dashboard"),
    trial_last_day:
      onTrialOnly(entitlement) && row.trial_ends_at_ms !== null
        ? trialLastDay(new Date(Number(row.trial_ends_at_ms)))
        : null,
  };
}

export const envelope = (data: unknown) => JSON.stringify({ result: { data } });
