// Stage link: each component either splits into the members the schedule lists (sharing its weight) or
// stays one item dated by its own line or the mention that names it; then deadline times the outline states
// once for a kind of work ("All assignments are due by 11:59 p.m.") are given to the items of that kind.
import type { Stage } from '../types.js';
import { applyTimeRules, timeRules } from './deadlines.js';
import { withoutColumnFigure } from './column-figure.js';
import { merge } from './merge.js';
import { midtermAndFinal } from './midterm-and-final.js';
import { memberWeightsFromTable } from './table-weights.js';
import { dayRules } from './weekdays.js';

export const link: Stage = {
  name: 'link',
  run(work) {
    const { mentions, term, aliases, details, weighted, raw, lines } = work;
    work.components = work.components.map((c) => withoutColumnFigure(c, raw));
    // (midterm-and-final-named-together) the scheme keeps "Midterm and final 30%" whole; the items are its two sittings.
    const parts = work.components.map(midtermAndFinal);
    const components = parts.flat();
    for (const c of components)
      if (!work.components.includes(c))
        work.trace?.(`link: midterm-and-final-named-together reads ${c.title} ${c.weight} (line ${c.line + 1})`);
    work.merged = memberWeightsFromTable(
      applyTimeRules(
        merge(
          components,
          mentions,
          term,
          aliases,
          parts.flatMap((p, i) => p.map(() => details[i] ?? '')),
          parts.flatMap((p, i) => p.map(() => (p.length > 1 ? null : (weighted[i] ?? null)))),
          raw,
          dayRules(lines, term, components),
          work.trace,
        ),
        timeRules(lines, term, components),
      ),
      work.layout,
      work.trace,
    );
    if (work.trace)
      for (const item of work.merged) {
        const whole = components.find((c) => c.title === item.title);
        work.trace(
          `item: ${item.title} ${item.weight} ${item.due ? item.due.date : 'undated'} <- ${whole ? 'the component itself' : 'a member split from its component (merge)'}`,
        );
      }
  },
};
