// Stage clean: the outline's text made readable, one rewrite per rule, in this order (a later rule reads
// what the earlier ones left: the dash leaders are blanked before glued words are split, dates split over
// two lines are joined before units stated once are carried to their figures).
import type { Stage, TextRule } from '../types.js';
import { boundLines } from './bounds.js';
import { captionCells } from './caption-cell.js';
import { captionedUnits } from './captioned.js';
import { captionColumnUnits } from './caption-column.js';
import { blankBareLeaders } from './bare-leaders.js';
import { blankCirca } from './circa.js';
import { blankDashLeaders } from './dash-leaders.js';
import { blankEqualsBeforeBareFigures } from './equals-leaders.js';
import { blankDotLeaders, joinWrappedBareLeaders, joinWrappedDotLeaders } from './dot-leaders.js';
import { figureAdjectives } from './figure-adjectives.js';
import { figureFirstRows } from './figure-first-rows.js';
import { firstRowUnit } from './first-row-unit.js';
import { hyphenFigures } from './hyphen-figures.js';
import { fractionShares, inlineFractionShares } from './fractions.js';
import { unglue } from './glued.js';
import { dropMarkdownEscapes } from './md-escapes.js';
import { dropMarkdownImages, dropMarkdownLinks, joinNumberWrappedInLink, partGluedLinks } from './md-images-links.js';
import { notedFigureRows } from './noted-figure-rows.js';
import { legacyBullets } from './legacy-bullets.js';
import { joinLinkWrappedRows } from './link-wrapped-rows.js';
import { joinLonePipeCells } from './lone-pipe-tables.js';
import { joinBarLedCells } from './bar-led-cells.js';
import { joinFiguresBelowRows, joinRowsWrappedBeforeFigure } from './figure-below-row.js';
import { rtfSource } from './rtf.js';
import { ocrDigits, ocrYears } from './ocr-digits.js';
import { pairedColumns } from './paired-columns.js';
import { eachTotalColumns } from './each-total.js';
import { dropRestatedCounts } from './restated-counts.js';
import { restatedShares } from './restated-shares.js';
import { shareOrPoints } from './share-or-points.js';
import { splitRuns } from './runs.js';
import { spreadRows } from './spread-rows.js';
import { stackedCells, stackedCellVariants } from './stacked-cells.js';
import { dropPrintFooters } from './stamps.js';
import { joinSplitDates } from './wrapped.js';
import { joinWeekdaySplitDates } from './weekday-dates.js';
import { joinWrappedItems } from './wrapped-items.js';
import { joinWrappedUnits } from './wrapped-units.js';
import { respectiveShares } from './respective-shares.js';
import { trailingFractionShares } from './trailing-fractions.js';

export const cleanRules: readonly TextRule[] = [
  { name: 'bound-lines', apply: boundLines },
  { name: 'rtf-source', apply: rtfSource },
  { name: 'drop-print-footers', apply: dropPrintFooters },
  { name: 'drop-markdown-escapes', apply: dropMarkdownEscapes },
  { name: 'drop-markdown-images', apply: dropMarkdownImages },
  { name: 'legacy-bullets', apply: legacyBullets },
  { name: 'join-link-wrapped-rows', apply: joinLinkWrappedRows },
  { name: 'number-wrapped-in-its-link', apply: joinNumberWrappedInLink },
  { name: 'part-glued-links', apply: partGluedLinks },
  { name: 'drop-markdown-links', apply: dropMarkdownLinks },
  { name: 'join-lone-pipe-cells', apply: joinLonePipeCells },
  { name: 'join-bar-led-cells', apply: joinBarLedCells },
  { name: 'join-figure-below-row', apply: joinFiguresBelowRows },
  { name: 'join-row-wrapped-before-figure', apply: joinRowsWrappedBeforeFigure },
  { name: 'caption-cell-above-table', apply: captionCells },
  { name: 'restated-shares', apply: restatedShares },
  { name: 'share-or-points', apply: shareOrPoints },
  { name: 'join-wrapped-units', apply: joinWrappedUnits },
  { name: 'ocr-digits-in-shares', apply: ocrDigits },
  { name: 'letter-l-years', apply: ocrYears },
  { name: 'blank-circa', apply: blankCirca },
  { name: 'trailing-fraction-shares', apply: trailingFractionShares },
  { name: 'blank-dash-leaders', apply: blankDashLeaders },
  { name: 'blank-equals-before-bare-figures', apply: blankEqualsBeforeBareFigures },
  { name: 'join-wrapped-dot-leaders', apply: joinWrappedDotLeaders },
  { name: 'join-wrapped-bare-leaders', apply: joinWrappedBareLeaders },
  { name: 'blank-dot-leaders', apply: blankDotLeaders },
  { name: 'hyphen-between-label-and-figure', apply: hyphenFigures },
  { name: 'blank-bare-leaders', apply: blankBareLeaders },
  { name: 'fraction-shares', apply: fractionShares },
  { name: 'inline-fraction-shares', apply: inlineFractionShares },
  { name: 'respective-shares', apply: respectiveShares },
  { name: 'each-and-total-columns', apply: eachTotalColumns },
  { name: 'paired-scheme-columns', apply: pairedColumns },
  { name: 'stacked-table-cells', apply: stackedCells },
  { name: 'stacked-cells-column-variants', apply: stackedCellVariants },
  { name: 'spread-table-rows', apply: spreadRows },
  { name: 'figure-first-rows', apply: figureFirstRows },
  { name: 'noted-figure-rows', apply: notedFigureRows },
  { name: 'join-wrapped-items', apply: joinWrappedItems },
  { name: 'drop-restated-counts', apply: dropRestatedCounts },
  { name: 'figure-adjective-works', apply: figureAdjectives },
  { name: 'unglue-words', apply: unglue },
  { name: 'split-runs', apply: splitRuns },
  { name: 'join-weekday-split-dates', apply: joinWeekdaySplitDates },
  { name: 'join-split-dates', apply: joinSplitDates },
  { name: 'caption-column-units', apply: captionColumnUnits },
  { name: 'carry-first-row-unit', apply: firstRowUnit },
  { name: 'carry-captioned-units', apply: captionedUnits },
];

export const clean: Stage = {
  name: 'clean',
  run(work) {
    let text = work.source;
    for (const rule of cleanRules) {
      const next = rule.apply(text);
      if (work.trace && next !== text)
        work.trace(`clean: ${rule.name} changed the text (${changedLines(text, next)} lines)`);
      text = next;
    }
    work.text = text;
  },
};

/** How many lines differ between two versions of the text (by position; for the trace only). */
function changedLines(before: string, after: string): number {
  const a = before.split('\n');
  const b = after.split('\n');
  let n = Math.abs(a.length - b.length);
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) n++;
  return n;
}
