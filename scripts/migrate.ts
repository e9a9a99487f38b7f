// npm run migrate: applies supabase/migrations to DATABASE_URL (or the embedded database).
import { closeDb, db } from '../lib/db.js';
import { migrate } from '../lib/local/migrate.js';
import { isMain } from './is-main.js';
import { loadDotEnv, useLocalDatabase } from './local.js';

if (isMain(import.meta.url)) {
  loadDotEnv();
  try {
    const embedded = await useLocalDatabase('cli');
    const applied = await migrate(db());
    console.log(applied.length ? `applied: ${applied.join(', ')}` : 'up to date');
    await closeDb();
    await embedded?.stop();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
