// Serves the one PGlite session to several postgres.js connections on a loopback port, so the
// CLI (`npm run token`, `npm run migrate`) can work beside a running `npm start`.
//
// PGlite is a single Postgres session: connections take turns. A turn starts with a
// connection's first message and ends only at a ReadyForQuery outside a transaction block, so
// an extended-protocol exchange (Parse … Flush, then Bind … Sync: postgres.js waits for the
// Describe answer in between) and a whole transaction run without another connection's
// messages in the middle. pglite-socket's multiplexer switches per message, which lets two
// exchanges overwrite each other's unnamed statement (electric-sql/pglite issue 1046).
import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const FLUSH = 0x48; // 'H'
const TERMINATE = 0x58; // 'X'
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
}

interface Batch {
  bytes: Buffer;
  /** The batch ends with Sync or a simple Query: the session answers ReadyForQuery after it. */
  endsExchange: boolean;
}

export interface SessionServer {
  port: number;
  stop(): Promise<void>;
}

export async function serveSession(db: PGlite, host = '127.0.0.1', port = 0): Promise<SessionServer> {
  const turns = new Turns();
  const sockets = new Set<Socket>();
  let stopped = false;

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
    let started = false;
    let working = false;
    let closed = false;

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
          await run(batch.bytes, write);
          if (batch.endsExchange && !db.isInTransaction()) turns.give(owner);
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
    async function release(): Promise<void> {
      turns.forget(owner);
      if (working || !turns.holds(owner)) return;
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
          started = true;
          batches.push({ bytes: Buffer.from(message), endsExchange: true });
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
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
      onMessages();
      void work();
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      closed = true;
      sockets.delete(socket);
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
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
