// The ceiling for the contact list: a bare Fastify route with the product's driver (a pg Pool of
// the same size) running the product's query for one user's first page, with no session,
// validation or mapping. The product's list is reported as a share of this, measured in the same run.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const userId = process.env.BENCH_USER_ID;

// The statement the product sends for GET /api/crm/contacts (first page of 50, one row more to
// know whether a next page exists).
const query = `select "id", "name", "email", "phone", "company", "position", "industry", "address",
  "lead_source", "deal_value", "notes", "status",
  to_char("created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "created_at_iso",
  to_char("updated_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updated_at_iso",
  to_char("created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "created_at_text",
  to_char("next_follow_up_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "next_follow_up_text"
  from "crm_contacts" where "crm_contacts"."user_id" = $1
  order by "crm_contacts"."created_at" desc nulls last, "crm_contacts"."id" desc nulls last limit $2`;

const app = Fastify({ logger: false });
app.get('/', async () => {
  const { rows } = await pool.query(query, [userId, 51]);
  return { items: rows.slice(0, 50), nextCursor: null };
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('ready');
