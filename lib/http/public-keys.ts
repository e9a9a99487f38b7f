// Checks for configuration that is handed to browsers (GET /api/client-config, CORS). They run
// inside lib/env.ts's parse, so a secret pasted into a public slot stops the deployment with a
// clear message instead of being served to every visitor.

export const ORIGIN_PROBLEM =
  'a comma-separated list of origins such as https://app.example.com,http://localhost:5173 (scheme, host and optional port; no path, no trailing slash, no *)';

/** `a, b` → `['a', 'b']`; null when any entry is not exactly an origin. Unset → empty list. */
export function parseOriginList(value: string | undefined): string[] | null {
  if (value === undefined) return [];
  const origins = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  for (const origin of origins) {
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      return null;
    }
    // A browser's Origin header is the serialised origin: anything else would never match.
    if ((parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || parsed.origin !== origin) return null;
  }
  return [...new Set(origins)];
}

/**
 * Supabase's browser key: a publishable key (`sb_publishable_…`) or a legacy anon JWT. Refused:
 * secret keys (`sb_secret_…`) and any JWT whose role is not `anon` (the service_role key
 * bypasses row level security).
 */
export function isPublicSupabaseKey(key: string): boolean {
  if (key.startsWith('sb_publishable_')) return true;
  if (key.startsWith('sb_secret_')) return false;
  const payload = key.split('.')[1];
  if (payload === undefined) return false;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { role?: unknown };
    return claims.role === 'anon';
  } catch {
    return false;
  }
}
