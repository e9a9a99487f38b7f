// Stage link: each component either splits into the members the schedule lists (sharing its weight) or
// stays one item dated by its own line or the mention that names it; then deadline times the outline states
// once for a kind of work ("All assignments are due by 11:59 p.m.") are given to the items of that kind.
import type { Stage } from '../types.js';
import { applyTimeRules, timeRules } from './deadlines.js';
import { withoutColumnFigure } from './column-figure.js';
import { merge } from './merge.js';
import { memberWeightsFromTable } from './table-weights.js';
import { dayRules } from './weekdays.js';

export const link: Stage = {
  name: 'link',
  run(work) {
    const { mentions, term, aliases, details, weighted, raw, lines } = work;
    work.components = work.components.map((c) => withoutColumnFigure(c, raw));
    const components = work.components;
    work.merged = memberWeightsFromTable(
      applyTimeRules(
        merge(
          components,
          mentions,
          term,
          aliases,
          details,
          weighted,
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
