// npm run check:data-api: lists what Supabase's Data API could reach in schema public with the
// anon key or a signed-in browser's role, on the database of DATABASE_URL (e.g. a Supabase
// project's direct connection). Exits 1 when anything is reachable.
import { connect } from '../lib/db.js';
import { dataApiRoles, exposedToDataApi } from '../lib/local/data-api.js';
import { env } from '../lib/env.js';

const url = env().DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL to the database to check (for Supabase: the direct connection string).');
  process.exit(2);
}
const sql = connect(url, 1);
try {
  const roles = await dataApiRoles(sql);
  const exposed = await exposedToDataApi(sql);
  if (roles.length === 0)
    console.log('No anon or authenticated role here (not a Supabase database): only row level security is checked.');
  for (const e of exposed) console.log(`${e.kind} ${e.object}: ${e.reason}${e.role === '*' ? '' : ` to ${e.role}`}`);
  console.log(`${exposed.length} object(s) reachable through the Data API`);
  process.exitCode = exposed.length === 0 ? 0 : 1;
} finally {
  await sql.end();
}
