// The GradeTrack API client for web apps: openapi-fetch typed by schema.d.ts, which
// openapi-typescript generates from the API's openapi.json (npm run build in the API repository).
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './schema.js';

export type { components, operations, paths };
/** The API's named schemas, e.g. `Schemas['Course']`. */
export type Schemas = components['schemas'];
export type GradeTrackClient = Client<paths>;

type MaybePromise<T> = T | Promise<T>;

export interface GradeTrackClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** The API's origin, e.g. `https://api.gradetrack.example` (no trailing slash). */
  baseUrl: string;
  /** The current user access token (Supabase Auth), read before every request; none → no header. */
  accessToken?: () => MaybePromise<string | null | undefined>;
  /**
   * Called once when a request that carried a token answers 401: return a fresh token to retry
   * the request with it, or nothing to hand the 401 back to the caller.
   */
  refreshAccessToken?: () => MaybePromise<string | null | undefined>;
}

export function createGradeTrackClient(options: GradeTrackClientOptions): GradeTrackClient {
  const { baseUrl, accessToken, refreshAccessToken, fetch: baseFetch = globalThis.fetch, ...rest } = options;
  const authorizedFetch = async (request: Request): Promise<Response> => {
    const token = await accessToken?.();
    if (token) request.headers.set('authorization', `Bearer ${token}`);
    // Cloned before sending: a request body can be read only once.
    const retry = token && refreshAccessToken ? request.clone() : undefined;
    const response = await baseFetch(request);
    if (response.status !== 401 || !retry) return response;
    const fresh = await refreshAccessToken!();
    if (!fresh) return response;
    retry.headers.set('authorization', `Bearer ${fresh}`);
    return baseFetch(retry);
  };
  return createClient<paths>({ ...rest, baseUrl: baseUrl.replace(/\/+$/, ''), fetch: authorizedFetch });
}

export default createGradeTrackClient;
