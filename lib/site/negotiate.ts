// Markdown negotiation (SPEC): a request whose Accept header prefers text/markdown gets the
// page's Markdown; everything else, browsers included, gets HTML. q-values and wildcards
// are weighed by `negotiator` (the parser Express uses), never by substring matching.
import Negotiator from 'negotiator';

export type PageFormat = 'html' | 'markdown';

/**
 * Media-range parameters other than q (`text/markdown; charset=utf-8`, `variant=GFM`) would
 * make negotiator refuse our parameterless types; they do not change what the client
 * accepts here, so only the weight is kept.
 */
function weightsOnly(accept: string): string {
  return accept
    .split(',')
    .map((range) => {
      const [type = '', ...params] = range.split(';').map((s) => s.trim());
      const q = params.find((p) => /^q\s*=/i.test(p));
      return q ? `${type};${q.replace(/\s+/g, '')}` : type;
    })
    .join(', ');
}

/** The most preferred of the offered types, or undefined when none is acceptable. */
export function preferredType(accept: string | null, offered: readonly string[]): string | undefined {
  if (!accept) return offered[0];
  return new Negotiator({ headers: { accept: weightsOnly(accept) } }).mediaType([...offered]);
}

// In order of our preference: on a tie (`*/*`, no Accept at all) HTML wins.
const OFFERED = ['text/html', 'text/markdown'] as const;

export function negotiateFormat(accept: string | null): PageFormat {
  return preferredType(accept, OFFERED) === 'text/markdown' ? 'markdown' : 'html';
}
