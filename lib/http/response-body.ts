// Response bodies the node adapter (lib/local/node-http.ts) hands to the socket as they are, instead
// of reading the Web Response's body stream back: that read copied every body once more
// (`arrayBuffer()` concatenates the chunks), and a `new Response(Uint8Array)` copies its bytes
// on construction, so a 245 KB OpenAPI document cost ~0.5 MB of short-lived ArrayBuffers per
// request. Those are external memory; enough of them outliving a scavenge forces mark-compacts
// (see content/docs/performance.md). The Responses stay complete, so the platform, tests and any
// other consumer read the same body the adapter sends.
import { delegateTheRest } from './web-delegate.js';

/** A body fixed for the life of the instance (the OpenAPI document, a script bundle), encoded once. */
export interface FixedBody {
  bytes: Buffer;
  /** Immutable, so a Response built on it neither copies the bytes nor lets a reader change them. */
  blob: Blob;
}

export function fixedBody(content: string | Uint8Array): FixedBody {
  const bytes =
    typeof content === 'string'
      ? Buffer.from(content)
      : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  return { bytes, blob: new Blob([bytes as Uint8Array<ArrayBuffer>]) };
}

// Header fields kept as a plain record instead of a Headers object: lowercase names and
// visible-ASCII values (what the pipeline sets), which Headers would store unchanged. Anything
// else (mixed-case names that Headers would merge, values it would trim) builds Headers at once.
const PLAIN_NAME = /^[a-z0-9-]+$/;
const PLAIN_VALUE = /^(?:[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?)?$/;
function isPlainFields(headers: HeadersInit | undefined): headers is Record<string, string> {
  if (
    headers === undefined ||
    headers instanceof Headers ||
    Array.isArray(headers) ||
    Object.getPrototypeOf(headers) !== Object.prototype
  )
    return false;
  for (const name in headers) {
    const value = (headers as Record<string, unknown>)[name];
    if (typeof value !== 'string' || !PLAIN_NAME.test(name) || !PLAIN_VALUE.test(value)) return false;
  }
  return true;
}

// Statuses a Response may not carry a body with (the Fetch standard's null body statuses).
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * A Response whose body is known whole. Building a real Response also builds a byte stream
 * for its body (and copies its headers), which the node adapter never reads: this one keeps
 * status, headers and body as they are, and builds the real Response only when a reader asks
 * for anything else (the body stream, `json()`, `clone()`…), as the platform and tests do.
 */
class WholeResponse {
  readonly #status: number;
  readonly #statusText: string;
  /** Plain header fields, until someone asks for `headers`; the adapter writes them as they are. */
  #fields: Record<string, string> | undefined;
  #headers: Headers | undefined;
  readonly #content: string | FixedBody;
  #real: Response | undefined;

  constructor(content: string | FixedBody, init: ResponseInit) {
    const status = init.status ?? 200;
    // The checks the Response constructor makes, so a bad status fails where it is made.
    if (!Number.isInteger(status) || status < 200 || status > 599)
      throw new RangeError(`init["status"] must be in the range of 200 to 599, inclusive.`);
    if (NULL_BODY_STATUSES.has(status))
      throw new TypeError(`Response constructor: Invalid response status code ${status}`);
    this.#status = status;
    this.#statusText = init.statusText ?? '';
    // A copy, as a Response copies its init's headers: the caller's object may be shared.
    if (isPlainFields(init.headers)) this.#fields = { ...init.headers };
    else this.#headers = new Headers(init.headers);
    this.#content = content;
  }

  get status(): number {
    return this.#status;
  }

  get ok(): boolean {
    return this.#status >= 200 && this.#status <= 299;
  }

  get statusText(): string {
    return this.#statusText;
  }

  get headers(): Headers {
    if (this.#headers === undefined) {
      this.#headers = new Headers(this.#fields);
      this.#fields = undefined;
    }
    return this.#headers;
  }

  /** The header fields as a plain record while no one has asked for `headers` (then the Headers are the truth). */
  static fields(response: object): Record<string, string> | undefined {
    return #fields in response ? response.#fields : undefined;
  }

  get bodyUsed(): boolean {
    return this.#real?.bodyUsed ?? false;
  }

  /** The body to write as it is, unless a reader has taken it through the real Response. */
  static handedOver(response: object): string | Uint8Array | undefined {
    if (!(#content in response)) return undefined;
    if (response.#real?.bodyUsed) return undefined;
    return typeof response.#content === 'string' ? response.#content : response.#content.bytes;
  }

  static real(response: WholeResponse): Response {
    response.#real ??= new Response(
      typeof response.#content === 'string' ? response.#content : response.#content.blob,
      {
        status: response.#status,
        statusText: response.#statusText,
        headers: response.headers,
      },
    );
    return response.#real;
  }
}
delegateTheRest(WholeResponse.prototype, Response.prototype, WholeResponse.real);

/** A response whose body is `text` (e.g. serialised JSON); the adapter writes the string itself. */
export function textResponse(text: string, init: ResponseInit): Response {
  return new WholeResponse(text, init) as unknown as Response;
}

/** A response of a fixed body: no per-request copy or encoding. */
export function fixedResponse(body: FixedBody, init: ResponseInit): Response {
  return new WholeResponse(body, init) as unknown as Response;
}

/** A response's header fields as a plain record, when it still keeps them so (see WholeResponse). */
export function plainHeaderFields(response: Response): Record<string, string> | undefined {
  return WholeResponse.fields(response);
}

/** Sets one header of a response (unless it has one, with `keep`), without turning kept fields into a Headers object. */
export function setHeader(response: Response, name: string, value: string, keep = false): void {
  const fields = WholeResponse.fields(response);
  if (fields && PLAIN_NAME.test(name) && PLAIN_VALUE.test(value)) {
    if (!(keep && name in fields)) fields[name] = value;
  } else if (!(keep && response.headers.has(name))) response.headers.set(name, value);
}

/** One header of a response, without turning kept fields into a Headers object. */
export function headerOf(response: Response, name: string): string | null {
  const fields = WholeResponse.fields(response);
  return fields ? (fields[name] ?? null) : response.headers.get(name);
}

/** The body to send as it is, when the response was built by one of the functions above and not read since. */
export function handedOverBody(response: Response): string | Uint8Array | undefined {
  return WholeResponse.handedOver(response);
}
