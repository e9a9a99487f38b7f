// Stage segment: the cleaned text as typed lines (heading, bullet, table row, prose), and as written.
import type { Stage } from '../types.js';
import { segment as typedLines } from './lines.js';

export const segment: Stage = {
  name: 'segment',
  run(work) {
    work.lines = typedLines(work.text);
    work.raw = work.text.split('\n');
  },
};
