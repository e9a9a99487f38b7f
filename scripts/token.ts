// npm run token -- create <owner|per|sup|adm> --name NAME [--user EMAIL]
// npm run token -- revoke <id>
// npm run token -- user <email>
// Works against DATABASE_URL, or the embedded database when it is unset: through a running
// `npm start` (its loopback database port), or by opening the files when none runs.
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { SignJWT } from 'jose';
import { createToken, revokeToken, TOKEN_KINDS, type TokenKind } from '../lib/auth/tokens.js';
import { closeDb, db } from '../lib/db.js';
import { env } from '../lib/env.js';
import { migrate } from '../lib/local/migrate.js';
import { isMain } from './is-main.js';
import { ensureDevJwtSecret, loadDotEnv, useLocalDatabase } from './local.js';

const USAGE = `usage:
  npm run token -- create <owner|per|sup|adm> --name NAME [--user EMAIL]
  npm run token -- revoke <token-id>
  npm run token -- user <email>`;

const TOKEN_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the command prints for a failure: the database's own messages name tables and values, so they stay out. */
export function describeFailure(err: unknown): string {
  const code = err instanceof Error ? (err as Error & { code?: unknown }).code : undefined;
  if (typeof code === 'string' && err instanceof Error && 'severity' in err)
    return `the database refused the request (SQLSTATE ${code})`;
  return err instanceof Error ? err.message : String(err);
}

/** A stable subject per e-mail for locally minted tokens, shaped like the provider's UUIDs. */
export function localSubject(email: string): string {
  const h = createHash('sha256').update(`local-user:${email.toLowerCase()}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export async function mintUserToken(email: string, ttlSeconds = 3600): Promise<string> {
  const { SUPABASE_JWT_SECRET, SUPABASE_URL } = env();
  if (!SUPABASE_JWT_SECRET)
    throw new Error('SUPABASE_JWT_SECRET is not set; tokens of a JWKS-only project are minted by Supabase Auth.');
  const jwt = new SignJWT({ email, role: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(localSubject(email))
    .setAudience('authenticated')
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`);
  if (SUPABASE_URL) jwt.setIssuer(`${SUPABASE_URL.replace(/\/+$/, '')}/auth/v1`);
  return jwt.sign(new TextEncoder().encode(SUPABASE_JWT_SECRET));
}

async function withDatabase<T>(work: () => Promise<T>): Promise<T> {
  const embedded = await useLocalDatabase('cli');
  try {
    if (embedded) await migrate(db());
    return await work();
  } finally {
    await closeDb();
    await embedded?.stop();
  }
}

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: { name: { type: 'string' }, user: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (err) {
    // Node's own message ("Unknown option '--x'…"), then what the command takes.
    throw new Error(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
  }
}

async function run(argv: string[]): Promise<void> {
  const { positionals, values } = parse(argv);
  const [command, arg] = positionals;
  if (values.help || command === 'help') {
    console.log(USAGE);
    return;
  }
  if (command === 'user' && arg) {
    ensureDevJwtSecret();
    console.log(await mintUserToken(arg));
    return;
  }
  if (command === 'create' && arg && arg in TOKEN_KINDS) {
    const kind = arg as TokenKind;
    if (!values.name) throw new Error('--name is required');
    if (kind === 'per' && !values.user) throw new Error('personal tokens need --user EMAIL');
    await withDatabase(async () => {
      let userId: string | null = null;
      if (values.user) {
        const [row] = await db()<{ id: string }[]>`select id from users where lower(email) = lower(${values.user})`;
        if (!row)
          throw new Error(`no user with e-mail ${values.user}: the account is created on its first signed-in request`);
        userId = row.id;
      }
      const created = await createToken(db(), { kind, name: values.name!, userId });
      console.error(`created ${created.scope} token ${created.id} (${created.name}); it is shown once:`);
      console.log(created.token);
    });
    return;
  }
  if (command === 'revoke' && arg) {
    // Checked here so a mistyped id is named as such, not answered with the database's own text.
    if (!TOKEN_ID.test(arg))
      throw new Error(
        `not a token id: ${JSON.stringify(arg.slice(0, 60))}; token ids are UUIDs, as listed by GET /api/v1/admin/tokens`,
      );
    await withDatabase(async () => {
      if (!(await revokeToken(db(), arg))) throw new Error(`no active token with id ${arg}`);
      console.log(`revoked ${arg}`);
    });
    return;
  }
  throw new Error(USAGE);
}

if (isMain(import.meta.url)) {
  loadDotEnv();
  run(process.argv.slice(2)).then(
    () => process.exit(0),
    (err) => {
      console.error(describeFailure(err));
      process.exit(1);
    },
  );
}
