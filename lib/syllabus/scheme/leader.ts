// Dot leaders ("Individual assignments (2 x 10%) ............ 20%") separate a name, with whatever
// it says in parentheses, from the one figure that weighs it. The figures inside the name's
// parentheses are details (a count times a share, a duration), never the weight. Plain string scans.

export interface Led {
  label: string;
  tail: string;
}

/** The name before the first run of three dots (or an ellipsis) and what follows the last, if the line has one. */
export function splitLeader(text: string): Led | null {
  let at = text.indexOf('...');
  const ellipsis = text.indexOf('…');
  if (at < 0 || (ellipsis >= 0 && ellipsis < at)) at = ellipsis;
  if (at <= 0) return null;
  let end = at;
  while (end < text.length && (text[end] === '.' || text[end] === '…' || text[end] === ' ')) end++;
  const label = text.slice(0, at).trim();
  const tail = text.slice(end).trim();
  return label && tail ? { label, tail } : null;
}

/** The label without its parenthesised details, where a figure there is not the weight. */
export const withoutDetails = (label: string) => label.replace(/\([^()\n]{0,200}\)/g, ' ');
