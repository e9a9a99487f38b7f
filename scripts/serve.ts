// npm start: the API on http://localhost:$PORT (3000), mirroring Vercel's routing, on the
// embedded database persisted under .data/ unless DATABASE_URL names a PostgreSQL server.
import { closeDb, db } from '../lib/db.js';
import { env, resetEnv } from '../lib/env.js';
import { migrate } from '../lib/local/migrate.js';
import { enableDevSignIn } from '../lib/local/dev-sign-in.js';
import { createHttpServer, listen } from '../lib/local/http-server.js';
import { createRouter } from '../lib/local/vercel-routing.js';
import { isMain } from './is-main.js';
import {
  ensureDevJwtSecret,
  loadDotEnv,
  recordServerAddress,
  releaseLocalDatabase,
  releaseServerAddress,
  useLocalDatabase,
} from './local.js';

export async function main(): Promise<void> {
  loadDotEnv();
  process.env.NODE_ENV ??= 'development';
  // The local sign-in for web apps (lib/local/dev-sign-in.ts) exists only with the development secret.
  enableDevSignIn(ensureDevJwtSecret());
  const embedded = await useLocalDatabase('server');
  const applied = await migrate(db());
  if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`);
  const router = await createRouter();
  const server = createHttpServer(router.fetch);
  const port = await listen(server, env().PORT, process.env.HOST || '127.0.0.1');
  // PORT=0 picks a free port: the generated URLs (PUBLIC_BASE_URL's default) follow the real one.
  process.env.PORT = String(port);
  resetEnv();
  recordServerAddress(env().PUBLIC_BASE_URL);
  console.log(`API ready on http://localhost:${port} (${embedded ? 'embedded database' : 'DATABASE_URL'})`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    server.close();
    server.closeAllConnections();
    await closeDb();
    await embedded?.stop();
    releaseLocalDatabase();
    releaseServerAddress();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (isMain(import.meta.url)) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
