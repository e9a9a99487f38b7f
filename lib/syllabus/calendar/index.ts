// Stage calendar: the term the outline covers, which gives dates printed without a year their year.
import type { Stage } from '../types.js';
import { findTerm } from './dates.js';

export const calendar: Stage = {
  name: 'calendar',
  run(work) {
    work.term = findTerm(work.text, work.options.fallbackYear ?? new Date().getUTCFullYear());
    work.trace?.(
      `calendar: term ${work.term.season ?? 'unnamed'} ${work.term.year}${work.term.dayFirst ? ', day-first dates' : ''}${work.term.classDays ? ', class-days-year' : ''}`,
    );
  },
};
