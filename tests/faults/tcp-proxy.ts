// A TCP proxy a test puts between a server and its database, and can cut and restore:
//   down       the database is gone: open connections are reset, new ones are closed at once
//   blackhole  the network drops everything: connections stay open, no byte gets through
// restore() forwards again (connections held by a black hole are reset, as a firewall that
// lost their state would do).
import net from 'node:net';

export type Fault = 'down' | 'blackhole';

export class TcpProxy {
  private server: net.Server | undefined;
  private readonly pairs = new Set<[net.Socket, net.Socket | null]>();
  private fault: Fault | null = null;

  constructor(private readonly target: { host: string; port: number }) {}

  /** Listens on a free loopback port; returns the port. */
  async start(): Promise<number> {
    this.server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  /** `url` with its host and port replaced by this proxy's. */
  static rewrite(url: string, port: number): string {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(port);
    return u.toString();
  }

  cut(fault: Fault): void {
    this.fault = fault;
    if (fault === 'down') this.resetAll();
    else
      for (const [client, upstream] of this.pairs) {
        client.unpipe();
        upstream?.unpipe();
      }
  }

  restore(): void {
    if (this.fault === 'blackhole') this.resetAll();
    this.fault = null;
  }

  get connections(): number {
    return this.pairs.size;
  }

  async close(): Promise<void> {
    this.resetAll();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private resetAll(): void {
    for (const [client, upstream] of this.pairs) {
      client.resetAndDestroy();
      upstream?.destroy();
    }
    this.pairs.clear();
  }

  private accept(client: net.Socket): void {
    client.on('error', () => {});
    if (this.fault === 'down') {
      client.resetAndDestroy();
      return;
    }
    const pair: [net.Socket, net.Socket | null] = [client, null];
    this.pairs.add(pair);
    client.once('close', () => {
      pair[1]?.destroy();
      this.pairs.delete(pair);
    });
    if (this.fault === 'blackhole') {
      client.resume(); // read and drop
      return;
    }
    const upstream = net.connect(this.target.port, this.target.host);
    pair[1] = upstream;
    upstream.on('error', () => client.destroy());
    upstream.once('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  }
}
