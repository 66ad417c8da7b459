// The ceiling of one list: a bare Fastify route with the product's driver (a pg Pool of the same
// size) running the statements the product sends for that list's first page, with no session,
// validation or mapping. bench/run.ts records those statements from the product's own list
// function and passes them here (CEILING_STATEMENTS: [{ text, values, name? }], a statement with a
// name is prepared once per connection, as the product's is); the list is reported as a share of
// this, measured in the same run right after it.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const statements = JSON.parse(process.env.CEILING_STATEMENTS ?? '[]');
const pageSize = Number(process.env.CEILING_PAGE_SIZE ?? 50);
if (statements.length === 0) throw new Error('CEILING_STATEMENTS names no statement');

const app = Fastify({ logger: false });
app.get('/', async () => {
  let rows = [];
  for (const { text, values, name } of statements) {
    const result = await pool.query(name ? { name, text, values } : { text, values });
    rows = rows.concat(result.rows);
  }
  // The page, and one row more only tells whether a next page exists.
  return { items: rows.slice(0, pageSize), nextCursor: null };
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('ready');
