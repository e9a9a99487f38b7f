// The body half of the node adapter: a Web Response's body onto a node:http response without
// copying it. A body built by lib/http/response-body.ts is written as it is; any other body is
// written chunk by chunk as its stream yields them (never concatenated), with a length when
// it came in one chunk so the reply needs no chunked encoding.
import type { ServerResponse } from 'node:http';
import { handedOverBody } from '../http/response-body.js';

export async function writeBody(
  res: ServerResponse,
  response: Response,
  headers: Record<string, string | string[]>,
  head: boolean,
): Promise<void> {
  const handed = handedOverBody(response);
  if (handed !== undefined) {
    headers['content-length'] ??= String(typeof handed === 'string' ? Buffer.byteLength(handed) : handed.byteLength);
    res.writeHead(response.status, headers);
    res.end(head ? undefined : handed);
    return;
  }
  if (head || !response.body) {
    res.writeHead(response.status, headers);
    res.end();
    return;
  }
  const reader = response.body.getReader();
  const first = await reader.read();
  const second = first.done ? first : await reader.read();
  if (second.done) {
    const only = first.value as Uint8Array | undefined;
    headers['content-length'] ??= String(only?.byteLength ?? 0);
    res.writeHead(response.status, headers);
    res.end(only);
    return;
  }
  res.writeHead(response.status, headers);
  let next: ReadableStreamReadResult<Uint8Array> = second;
  res.write(first.value);
  while (!next.done) {
    // Respect the socket's backpressure: a slow client must not make us buffer a large stream.
    if (!res.write(next.value)) await drainedOrClosed(res);
    if (res.destroyed) return void (await reader.cancel());
    next = await reader.read();
  }
  res.end();
}

function drainedOrClosed(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done).off('close', done);
      resolve();
    };
    res.on('drain', done).on('close', done);
  });
}
