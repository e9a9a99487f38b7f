// Stage scheme: the grading scheme's components. Two readers propose candidates (the layout reader over
// tables, lists and "Label: weight" lines; the constraint finder over every share in the text, shares written
// in words included) and equal shares are read where the outline says its items count equally; ./choose.ts
// picks one by its named rules.
import { round2, type Stage } from '../types.js';
import { chooseScheme } from './choose.js';
import { missingShare } from './complement.js';
import { courseCatalogue } from './course-credits.js';
import { completedRun, neighbouringRun } from './completed-run.js';
import { datedTitles } from './dated-titles.js';
import { equalScheme } from './equal.js';
import { headingFreeNames } from './heading-names.js';
import { ordinalNames } from './ordinal-names.js';
import { LEARNED_CONFIDENCE, learnedScheme } from './learned-lines.js';
import { type Component, extractScheme } from './layout.js';
import { withoutPaths } from './paths.js';
import { dashLeaders } from './dash-leaders.js';
import { countsFromEachAfter } from './each-after.js';
import { eachMultiplied } from './each-multiplied.js';
import { memberFigures } from './member-figures.js';
import { findShares, shareCandidates, type ShareScheme } from './shares.js';
import { statedParts } from './stated-parts.js';
import { readsAsGrading } from './reads-as-grading.js';
import { readSharesAsFound } from './read-shares-as-found.js';
import { shareAndRemainder } from './share-and-remainder.js';
import { spelledShares } from './spelled.js';

export const scheme: Stage = {
  name: 'scheme',
  run(work) {
    const { trace, lines, raw } = work;
    const layout = extractScheme(lines, raw, trace);
    work.layout = layout;
    trace?.(`scheme candidate, layout reader: [${listed(layout)}]`);
    let prepared: string[] | null = null;
    const sharesText = () => (prepared ??= dashLeaders(memberFigures(spelledShares(raw))));
    // Read once: the constraint finder and component-split-into-stated-parts weigh the same candidates.
    let candidates: ReturnType<typeof shareCandidates> | null = null;
    const sharesOfText = () => (candidates ??= shareCandidates(sharesText()));
    let sharesRead = false;
    let sharesFound: ShareScheme | null = null;
    const chosen = chooseScheme({
      layout,
      shares() {
        if (!sharesRead) {
          sharesRead = true;
          sharesFound = findShares(sharesText(), trace, !layout.length, sharesOfText());
          trace?.(
            `scheme candidate, constraint finder: ${sharesFound ? `[${listed(sharesFound.components)}] confidence ${sharesFound.confidence}` : 'none'}`,
          );
        }
        return sharesFound;
      },
      equal: () => equalScheme(raw, trace),
      raw,
    });
    trace?.(
      `scheme chosen by ${chosen.rule}: ${chosen.source}, confidence ${chosen.confidence}, [${listed(chosen.components)}]`,
    );
    if (chosen.rule === 'layout-as-found') {
      const multiplied = eachMultiplied(chosen.components, raw);
      if (multiplied) {
        const changed = multiplied.filter((c, i) => c !== chosen.components[i]);
        trace?.(`scheme per-item-share-multiplied: ${listed(changed)} (each member's figure times its members)`);
        chosen.components = multiplied;
      }
      const completed = completedRun(chosen.components, sharesOfText());
      if (completed) {
        const added = completed.filter((c) => !chosen.components.includes(c));
        trace?.(`scheme completed by run-completed-by-read-shares: ${listed(added)}`);
        chosen.components = completed;
      } else {
        const window = neighbouringRun(chosen.components, sharesOfText());
        if (window) {
          const added = window.filter((c) => !chosen.components.includes(c));
          trace?.(`scheme completed by run-completed-by-neighbouring-shares: ${listed(added)}`);
          chosen.components = window;
        }
      }
    }
    if (!readsAsGrading(chosen.components, raw)) {
      trace?.('scheme dropped by reads-as-grading: no component names graded work and no word of grading stands near');
      chosen.components = [];
    }
    if (courseCatalogue(chosen.components, raw)) {
      trace?.('scheme dropped by points-are-course-credits: most of its lines carry a course code (a list of courses)');
      chosen.components = [];
    }
    const kept = withoutPaths(chosen.components);
    if (kept.length !== chosen.components.length) {
      trace?.(`scheme without-paths dropped ${chosen.components.length - kept.length} components named by a path`);
      chosen.components = kept;
    }
    if (chosen.components.length >= 2 && chosen.components.some((c) => percentSoonAfter(raw, c.line))) {
      const split = statedParts(chosen.components, sharesOfText(), sharesText());
      for (const s of split.splits)
        trace?.(
          `scheme component-split-into-stated-parts: ${listed([s.parent])} stands for its parts [${listed(s.parts)}]`,
        );
      chosen.components = split.components;
    }
    const counted = countsFromEachAfter(chosen.components, raw);
    for (let i = 0; i < counted.length; i++)
      if (counted[i]!.count !== chosen.components[i]!.count)
        trace?.(`scheme count-from-each-after: ${listed([counted[i]!])} stands for ${counted[i]!.count} members`);
    chosen.components = counted;
    const undated = datedTitles(headingFreeNames(chosen.components), raw);
    traceRenamed(chosen.components, undated, 'dated-titles', 'its date is no part of its name', trace);
    chosen.components = undated;
    const named = ordinalNames(chosen.components);
    traceRenamed(chosen.components, named, 'noun-after-a-lone-ordinal', 'the noun of the work before it', trace);
    chosen.components = named;
    const missing = missingShare(chosen.components, lines);
    if (missing) {
      chosen.components = [...chosen.components, missing];
      trace?.(`scheme completed by missing-share-stated-apart: ${listed([missing])}`);
    }
    let learned: ReturnType<typeof learnedScheme> | null = null;
    if (!chosen.components.length) {
      // Rule learned-scheme-lines (./learned-lines.ts): the rules found no scheme; the learned model proposes one.
      learned = learnedScheme(sharesText());
      trace?.(
        `scheme candidate, learned lines: ${learned.scored.map((s) => `${s.line + 1} (${s.p}${s.shape ? `, ${s.shape}` : ''})`).join(', ') || 'none'}; ${learned.components.length ? `[${listed(learned.components)}]` : 'no run makes the whole'}`,
      );
      if (learned.components.length)
        Object.assign(chosen, {
          components: learned.components,
          confidence: LEARNED_CONFIDENCE,
          source: 'learned',
          rule: 'learned-scheme-lines',
        });
    }
    if (!chosen.components.length) {
      // Rule read-shares-as-found (./read-shares-as-found.ts): no scheme at all, but a partial run of read shares.
      const partial = readSharesAsFound(sharesOfText());
      if (partial) {
        const missing = missingShare(partial, lines);
        Object.assign(chosen, {
          components: missing ? [...partial, missing] : partial,
          confidence: 0.45,
          source: 'shares',
          rule: 'read-shares-as-found',
        });
        trace?.(`scheme chosen by read-shares-as-found: shares, confidence 0.45, [${listed(chosen.components)}]`);
      }
    }
    if (!chosen.components.length) {
      // Rule share-and-the-remainder (./share-and-remainder.ts): a share or two and "the remainder" named work.
      const completed = shareAndRemainder(sharesOfText(), sharesText());
      if (completed) {
        Object.assign(chosen, {
          components: completed,
          confidence: 0.45,
          source: 'shares',
          rule: 'share-and-the-remainder',
        });
        trace?.(`scheme chosen by share-and-the-remainder: shares, confidence 0.45, [${listed(chosen.components)}]`);
      }
    }
    if (!chosen.components.length && learned?.partial?.length) {
      // Rule confident-lines-as-found (./learned-lines.ts): the lines the model is sure of, as read.
      Object.assign(chosen, {
        components: learned.partial,
        confidence: LEARNED_CONFIDENCE,
        source: 'learned',
        rule: 'confident-lines-as-found',
      });
      trace?.(
        `scheme chosen by confident-lines-as-found: learned, confidence ${LEARNED_CONFIDENCE}, [${listed(chosen.components)}]`,
      );
    }
    work.scheme = chosen;
    // With no scheme the later stages still run: the dated deliverables the outline names are offered as
    // `unplaced`, so that nothing the reader found is lost (stage confidence answers no items).
    if (!chosen.components.length) return;
    work.found.scheme = chosen.components.map((c) => ({ title: c.title, weight: c.weight, line: c.line }));
    work.found.items = chosen.components.map((c) => ({
      title: c.title,
      kind: c.kind,
      due: null,
      weight: c.weight,
      confidence: round2(Math.max(0.05, chosen.confidence - 0.2)),
    }));
  },
};

function listed(cs: readonly { title: string; weight: number; line: number }[]): string {
  return cs.map((c) => `${c.title} ${round2(c.weight)} (line ${c.line + 1})`).join('; ');
}

/** Whether a percentage stands within a dozen lines after `line` (where a component's parts may be stated). */
function percentSoonAfter(raw: readonly string[], line: number): boolean {
  for (let i = line + 1; i <= line + 12 && i < raw.length; i++) if (raw[i]!.includes('%')) return true;
  return false;
}

/** Traces each component a renaming rule gave another title (the rule maps the components one to one). */
function traceRenamed(
  before: readonly Component[],
  after: readonly Component[],
  rule: string,
  why: string,
  trace?: (step: string) => void,
): void {
  after.forEach((c, i) => {
    if (c.title !== before[i]!.title) trace?.(`scheme ${rule}: "${before[i]!.title}" named "${c.title}" (${why})`);
  });
}
