// A raw HTTP/1.1 client for tests about the connection itself (keep-alive, pipelining, heads a
// client library would refuse to send): writes bytes exactly as given and parses what comes back.
import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawExchange {
  responses: RawResponse[];
  /** The server closed the connection (rather than the wait running out). */
  closed: boolean;
  /** Bytes the server sent that did not parse as a complete response. */
  rest: string;
}

/** Sends the parts in order on one connection and collects responses until the server closes it or `waitMs` pass. */
export function rawExchange(
  port: number,
  parts: string | Array<string | Buffer>,
  waitMs = 8_000,
): Promise<RawExchange> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let closed = false;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...parseResponses(Buffer.concat(chunks)), closed });
    };
    const timer = setTimeout(finish, waitMs);
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('close', () => {
      closed = true;
      finish();
    });
    // A server that closes while we still write resets the connection: what arrived before counts.
    socket.on('error', () => {
      closed = true;
      finish();
    });
    for (const part of typeof parts === 'string' ? [parts] : parts) socket.write(part);
  });
}

export function parseResponses(raw: Buffer): { responses: RawResponse[]; rest: string } {
  const responses: RawResponse[] = [];
  let at = 0;
  for (;;) {
    const headEnd = raw.indexOf('\r\n\r\n', at);
    if (headEnd < 0) break;
    const [statusLine, ...lines] = raw.subarray(at, headEnd).toString('latin1').split('\r\n');
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine ?? '')?.[1]);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    let bodyStart = headEnd + 4;
    let body: Buffer;
    if (headers['transfer-encoding'] === 'chunked') {
      const pieces: Buffer[] = [];
      for (;;) {
        const lineEnd = raw.indexOf('\r\n', bodyStart);
        if (lineEnd < 0) return { responses, rest: raw.subarray(at).toString('utf8') };
        const size = parseInt(raw.subarray(bodyStart, lineEnd).toString('latin1'), 16);
        bodyStart = lineEnd + 2 + size + 2;
        if (size === 0) break;
        pieces.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
      }
      body = Buffer.concat(pieces);
    } else {
      const length = Number(headers['content-length'] ?? 0);
      if (bodyStart + length > raw.length) return { responses, rest: raw.subarray(at).toString('utf8') };
      body = raw.subarray(bodyStart, bodyStart + length);
      bodyStart += length;
    }
    responses.push({ status, headers, body: body.toString('utf8') });
    at = bodyStart;
  }
  return { responses, rest: raw.subarray(at).toString('utf8') };
}
