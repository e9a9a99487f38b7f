// Response bodies the node adapter (lib/node-http.ts) hands to the socket as they are, instead
// of reading the Web Response's body stream back: that read copied every body once more
// (`arrayBuffer()` concatenates the chunks), and a `new Response(Uint8Array)` copies its bytes
// on construction, so a 245 KB OpenAPI document cost ~0.5 MB of short-lived ArrayBuffers per
// request. Those are external memory; enough of them outliving a scavenge forces mark-compacts
// (see content/docs/performance.md). The Responses stay complete, so the platform, tests and any
// other consumer read the same body the adapter sends.
const handedOver = new WeakMap<Response, string | Uint8Array>();

/** A response whose body is `text` (e.g. serialised JSON); the adapter writes the string itself. */
export function textResponse(text: string, init: ResponseInit): Response {
  const response = new Response(text, init);
  handedOver.set(response, text);
  return response;
}

/** A body fixed for the life of the instance (the OpenAPI document, a script bundle), encoded once. */
export interface FixedBody {
  bytes: Buffer;
  /** Immutable, so a Response built on it neither copies the bytes nor lets a reader change them. */
  blob: Blob;
}

export function fixedBody(content: string | Uint8Array): FixedBody {
  const bytes = typeof content === 'string' ? Buffer.from(content) : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  return { bytes, blob: new Blob([bytes as Uint8Array<ArrayBuffer>]) };
}

/** A response of a fixed body: no per-request copy or encoding. */
export function fixedResponse(body: FixedBody, init: ResponseInit): Response {
  const response = new Response(body.blob, init);
  handedOver.set(response, body.bytes);
  return response;
}

/** The body to send as it is, when the response was built by one of the functions above and not read since. */
export function handedOverBody(response: Response): string | Uint8Array | undefined {
  return response.bodyUsed ? undefined : handedOver.get(response);
}
