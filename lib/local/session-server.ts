// Serves the one PGlite session to several postgres.js connections on a loopback port, so the
// CLI (`npm run token`, `npm run migrate`) can work beside a running `npm start`.
//
// Only the same OS user may open it: a connection must send the server's password (random per
// start, kept in the 0600 `.data/server.json` for the CLI) before its startup reaches PGlite, which
// would otherwise take any user name as superuser.
//
// PGlite ignores a startup message's parameters and keeps one set of settings for everyone, so
// this server applies each connection's settings itself (the session deadlines by default, then
// what the client sent) whenever the session passes to that connection. It also gives a held
// session an idle limit: a connection that holds it in a transaction (or mid-exchange) and sends
// nothing is ended and rolled back, quickly when another connection is waiting.
//
// PGlite is a single Postgres session: connections take turns. A turn starts with a
// connection's first message and ends only at a ReadyForQuery outside a transaction block, so
// an extended-protocol exchange (Parse … Flush, then Bind … Sync: postgres.js waits for the
// Describe answer in between) and a whole transaction run without another connection's
// messages in the middle. pglite-socket's multiplexer switches per message, which lets two
// exchanges overwrite each other's unnamed statement (electric-sql/pglite issue 1046).
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const FLUSH = 0x48; // 'H'
const TERMINATE = 0x58; // 'X'
const PASSWORD = 0x70; // 'p'
const PROTOCOL_3 = 196608;
/** A frontend message larger than this is not ours: the connection is closed. */
const MAX_MESSAGE_BYTES = 256 * 1024 * 1024;

const syncMessage = Buffer.from([SYNC, 0, 0, 0, 4]);
const rollbackMessage = (() => {
  const text = Buffer.from('ROLLBACK\0');
  const head = Buffer.alloc(5);
  head[0] = QUERY;
  head.writeInt32BE(4 + text.length, 1);
  return Buffer.concat([head, text]);
})();

/** A held session with another connection waiting is ended after this long without a message. */
const CONTENDED_IDLE_MS = 2_000;
/** How often the idle limits are checked. */
const IDLE_CHECK_MS = 250;

/** The settings a connection may send in its startup message, applied when it gets the session. */
const SESSION_SETTINGS = new Map(
  [
    'application_name',
    'TimeZone',
    'DateStyle',
    'IntervalStyle',
    'extra_float_digits',
    'search_path',
    'statement_timeout',
    'lock_timeout',
    'idle_in_transaction_session_timeout',
  ].map((name) => [name.toLowerCase(), name]),
);

function simpleQuery(text: string): Buffer {
  const body = Buffer.from(`${text}\0`);
  const head = Buffer.alloc(5);
  head[0] = QUERY;
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}

/** A FATAL ErrorResponse, as a server sends before it closes a connection. */
function fatal(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`);
  const head = Buffer.alloc(5);
  head[0] = 0x45; // 'E'
  head.writeInt32BE(4 + fields.length, 1);
  return Buffer.concat([head, fields]);
}

const authenticationCleartextPassword = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3]);

/** The key/value pairs of a protocol 3 startup message. */
function startupParameters(message: Buffer): Map<string, string> {
  const params = new Map<string, string>();
  const parts = message.subarray(8).toString('utf8').split('\0');
  for (let i = 0; i + 1 < parts.length && parts[i]; i += 2) params.set(parts[i]!, parts[i + 1]!);
  return params;
}

/** One simple query per setting, so a value PGlite refuses leaves the others in place. */
function settingsMessage(settings: Map<string, string>): Buffer {
  const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;
  return Buffer.concat(
    [...settings].map(([name, value]) => simpleQuery(`select set_config(${quote(name)}, ${quote(value)}, false)`)),
  );
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Who may talk to the session now; the others wait in arrival order. */
class Turns {
  private holder: object | null = null;
  private readonly waiting: Array<{ owner: object; go: () => void }> = [];

  async take(owner: object): Promise<void> {
    if (this.holder === owner) return;
    if (this.holder === null) {
      this.holder = owner;
      return;
    }
    await new Promise<void>((go) => this.waiting.push({ owner, go }));
  }

  holds(owner: object): boolean {
    return this.holder === owner;
  }

  give(owner: object): void {
    if (this.holder !== owner) return;
    const next = this.waiting.shift();
    this.holder = next?.owner ?? null;
    next?.go();
  }

  forget(owner: object): void {
    const i = this.waiting.findIndex((w) => w.owner === owner);
    if (i >= 0) this.waiting.splice(i, 1);
  }

  get current(): object | null {
    return this.holder;
  }

  get contended(): boolean {
    return this.waiting.length > 0;
  }
}

interface Batch {
  bytes: Buffer;
  /** The batch ends with Sync or a simple Query: the session answers ReadyForQuery after it. */
  endsExchange: boolean;
  startup?: boolean;
}

export interface SessionServer {
  port: number;
  stop(): Promise<void>;
}

export interface SessionServerOptions {
  host?: string;
  port?: number;
  /** Every connection must send it (cleartext, over loopback only). */
  password: string;
  /** Settings every connection starts with (the session deadlines); its startup message may override them. */
  settings?: Record<string, string | number>;
  /** How long a held session may sit without a message when no other connection waits (default: the connection's idle_in_transaction_session_timeout). */
  idleMs?: number;
  /** The same, when another connection waits for the session. */
  contendedIdleMs?: number;
}

interface Connection {
  settings: Map<string, string>;
  /** When its last batch ended, while it still holds the session; null while it runs or waits. */
  idleSince: number | null;
  idleLimitMs: number;
  end(reason: Buffer): void;
}

export async function serveSession(db: PGlite, options: SessionServerOptions): Promise<SessionServer> {
  const { host = '127.0.0.1', port = 0, password } = options;
  if (!password) throw new Error('the session server needs a password');
  const defaults = new Map(Object.entries(options.settings ?? {}).map(([k, v]) => [k, String(v)]));
  const contendedIdleMs = options.contendedIdleMs ?? CONTENDED_IDLE_MS;
  const turns = new Turns();
  const sockets = new Set<Socket>();
  const connections = new Map<object, Connection>();
  /** Whose settings the session has now. */
  let configuredFor: object | null = null;
  let stopped = false;

  const idleCheck = setInterval(() => {
    const holder = turns.current;
    const connection = holder && connections.get(holder);
    if (!connection || connection.idleSince === null) return;
    const limit = turns.contended
      ? Math.min(contendedIdleMs, connection.idleLimitMs || contendedIdleMs)
      : connection.idleLimitMs;
    if (limit > 0 && Date.now() - connection.idleSince >= limit)
      connection.end(fatal('25P03', 'terminating connection due to idle-in-transaction timeout'));
  }, IDLE_CHECK_MS);
  idleCheck.unref();

  async function run(bytes: Buffer, onData: (data: Uint8Array) => void): Promise<void> {
    await db.runExclusive(() => db.execProtocolRawStream(new Uint8Array(bytes), { onRawData: onData }));
  }

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    const owner = {};
    const batches: Batch[] = [];
    let buffer: Buffer = Buffer.alloc(0);
    let collected: Buffer[] = [];
    /** The startup message, held back until the password is checked. */
    let startup: Buffer | null = null;
    let started = false;
    let working = false;
    let closed = false;
    const connection: Connection = {
      settings: new Map(defaults),
      idleSince: null,
      idleLimitMs: 0,
      end(reason) {
        if (closed) return;
        // Nothing more from this connection reaches the session; 'close' then releases it.
        closed = true;
        socket.end(reason, () => socket.destroy());
        void release();
      },
    };
    connections.set(owner, connection);

    // PGlite hands out each chunk as a view into its WASM memory, which it reuses for the next
    // chunk while the socket may still be flushing this one: copy every byte before writing it.
    const write = (data: Uint8Array) => {
      if (!closed && data.length) socket.write(Buffer.from(data));
    };

    async function work(): Promise<void> {
      if (working) return;
      working = true;
      try {
        while (batches.length && !closed && !stopped) {
          const batch = batches.shift()!;
          await turns.take(owner);
          if (closed || stopped) break;
          connection.idleSince = null;
          if (batch.startup) configuredFor = null;
          else if (configuredFor !== owner) {
            if (connection.settings.size) await run(settingsMessage(connection.settings), () => {});
            configuredFor = owner;
          }
          await run(batch.bytes, write);
          if (batch.endsExchange && !db.isInTransaction()) turns.give(owner);
          else connection.idleSince = Date.now();
        }
      } catch {
        socket.destroy();
      } finally {
        working = false;
        if (closed) void release();
      }
    }

    // A connection that leaves mid-exchange must not leave the session to the next one in
    // that state: end the exchange, roll back an open transaction, then pass the turn on.
    let releasing = false;
    async function release(): Promise<void> {
      turns.forget(owner);
      connection.idleSince = null;
      if (working || releasing || !turns.holds(owner)) return;
      releasing = true;
      try {
        if (!stopped && !db.closed) {
          await run(syncMessage, () => {});
          if (db.isInTransaction()) await run(rollbackMessage, () => {});
        }
      } finally {
        turns.give(owner);
      }
    }

    function onMessages(): void {
      for (;;) {
        if (!started) {
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          if (length < 8 || length > 10_000) return void socket.destroy();
          if (buffer.length < length) return;
          const code = buffer.readInt32BE(4);
          const message = buffer.subarray(0, length);
          buffer = buffer.subarray(length);
          if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
            socket.write('N');
            continue;
          }
          // Nothing runs long enough here to be worth cancelling.
          if (code === CANCEL_REQUEST) return void socket.end();
          if (code !== PROTOCOL_3) return void connection.end(fatal('0A000', 'unsupported frontend protocol'));
          started = true;
          startup = Buffer.from(message);
          for (const [name, value] of startupParameters(startup)) {
            const setting = SESSION_SETTINGS.get(name.toLowerCase());
            if (setting) connection.settings.set(setting, value);
          }
          connection.idleLimitMs =
            options.idleMs ?? (Number(connection.settings.get('idle_in_transaction_session_timeout')) || 0);
          socket.write(authenticationCleartextPassword);
          continue;
        }
        if (startup) {
          // Before the password, only a PasswordMessage of modest size is read.
          if (buffer.length < 5) return;
          const length = 1 + buffer.readInt32BE(1);
          if (buffer[0] !== PASSWORD || length < 6 || length > 1_024)
            return void connection.end(fatal('28000', 'password authentication required'));
          if (buffer.length < length) return;
          const given = buffer.subarray(5, length - 1).toString('utf8');
          buffer = buffer.subarray(length);
          if (!sameSecret(given, password))
            return void connection.end(fatal('28P01', 'password authentication failed'));
          batches.push({ bytes: startup, endsExchange: true, startup: true });
          startup = null;
          continue;
        }
        if (buffer.length < 5) return;
        const length = 1 + buffer.readInt32BE(1);
        if (length < 5 || length > MAX_MESSAGE_BYTES) return void socket.destroy();
        if (buffer.length < length) return;
        const message = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        const type = message[0];
        if (type === TERMINATE) return void socket.end();
        collected.push(Buffer.from(message));
        if (type === SYNC || type === QUERY || type === FLUSH) {
          batches.push({ bytes: Buffer.concat(collected), endsExchange: type !== FLUSH });
          collected = [];
        }
      }
    }

    socket.on('data', (chunk: Buffer) => {
      if (closed) return;
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
      onMessages();
      void work();
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      closed = true;
      sockets.delete(socket);
      connections.delete(owner);
      void release();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    async stop() {
      stopped = true;
      clearInterval(idleCheck);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
