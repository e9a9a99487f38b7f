// Stage members: each scheme component with what the outline says of its members: parts its own section
// weighs ("Paper 5%, Presentation 5%" of a project), the lines that explain it, members' own weights
// ("P1 10%, P2 15%"), and the short names a schedule gives them ("RR 3" of "Reading responses").
import type { Component } from '../scheme/layout.js';
import { round2, type Stage } from '../types.js';
import { glossedKinds } from './gloss.js';
import { enumeratedMembers } from './enumerated.js';
import { explanations, memberWeights, withStems } from './memberweights.js';
import { ownClauses } from './own-clause.js';
import { splitIntoParts } from './parts.js';
import { nameLetterAliases, seriesAliases } from './series.js';

export const members: Stage = {
  name: 'members',
  run(work) {
    const parts = enumeratedMembers(splitIntoParts(work.scheme!.components, work.raw), work.raw, work.trace);
    const components = glossedKinds(ownClauses(parts));
    const details = componentDetails(work.raw, components);
    const weighted = components.map((c, i) => memberWeights(c, explanations(c, details[i] ?? '', work.raw)));
    work.components = components;
    work.details = details;
    work.weighted = weighted;
    const aliases = seriesAliases(work.text, components, details);
    for (const [code, title] of nameLetterAliases(work.text, components, details, aliases)) {
      aliases.set(code, title);
      work.trace?.(`alias: ${code.toUpperCase()} n of ${title} (letters of its name)`);
    }
    work.aliases = withStems(aliases, components, weighted);
    if (work.trace)
      for (const c of components)
        work.trace(`component: ${c.title} ${round2(c.weight)}${c.count ? ` x${c.count}` : ''} (line ${c.line + 1})`);
  },
};

/**
 * What the outline says under each component's line ("Laboratory (25%)" / "Five experiments, 5% each"):
 * the next few lines with text, up to a blank line after them or another component's line.
 */
function componentDetails(raw: string[], components: Component[]): string[] {
  const starts = new Set(components.map((c) => c.line));
  return components.map((c) => {
    const said: string[] = [];
    for (let i = c.line + 1; i < raw.length && i <= c.line + 6 && !starts.has(i); i++) {
      const l = raw[i]!.trim();
      if (!l) {
        if (said.length) break;
        continue;
      }
      said.push(l.slice(0, 200));
    }
    return said.join(' ');
  });
}
