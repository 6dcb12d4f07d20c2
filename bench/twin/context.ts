/**
 * What every route of the bare twin shares: one postgres.js pool, the joined caller lookup the
 * app makes (one query for session, user, role and grant) and tRPC's answer envelope.
 */
import postgres from "postgres";
import { tokenMatchesHash } from "../../src/server/auth/tokens";

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error("BENCH_DATABASE_URL is required");

const asText = { to: 1082, from: [1082], serialize: (value: string) => value, parse: (value: string) => value };
export const sql = postgres(url, { max: 10, onnotice: () => {}, types: { date: asText } });

export interface Caller {
  id: string;
  email: string;
  full_name: string | null;
  is_admin: boolean;
  read_only: boolean;
  has_dashboard_grant: boolean;
}

export async function caller(authorization: string | undefined): Promise<Caller | null> {
  const [id, secret] = (authorization ?? "").replace(/^Bearer /, "").split(".");
  if (!id || !secret) return null;
  const [row] = await sql<(Caller & { secret_hash: string; expires_at: Date })[]>`
    select s.secret_hash, s.expires_at, s.read_only, s.last_seen_at, u.id, u.email, p.full_name,
      exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin') as is_admin,
      exists (select 1 from user_product_access g where g.user_id = u.id and g.product_type = 'promocoes'
        and g.access_granted and (g.expires_at is null or g.expires_at > now())) as has_dashboard_grant
    from sessions s join users u on u.id = s.user_id left join profiles p on p.id = u.id
    where s.id = ${id} limit 1`;
  if (!row || !tokenMatchesHash(secret, row.secret_hash) || row.expires_at.getTime() <= Date.now()) return null;
  return row;
}

export const envelope = (data: unknown) => JSON.stringify({ result: { data } });
