// Which grading scheme the outline states, chosen among the candidates the scheme readers found: the
// layout reader's (tables, lists, "Label: weight" lines), the constraint finder's (the best run of shares
// anywhere that adds up to the whole), and equal shares the outline says its items have. The choice is an
// ordered list of named rules over the candidates' features; the first rule that decides, decides.
import { type Component, pointsOfOwnSum } from './layout.js';
import { labelScore, type ShareScheme } from './shares.js';

export interface Chosen {
  components: Component[];
  confidence: number;
  source: 'layout' | 'shares' | 'equal' | 'learned';
  /** The rule that decided (for the trace). */
  rule: string;
}

/** The candidates and what the rules weigh of them. The finder's and the equal reading run only when asked. */
export interface SchemeCandidates {
  layout: Component[];
  shares(): ShareScheme | null;
  equal(): Component[];
  /** The outline's lines (the rules that ask how a candidate's figures are written read them). */
  raw?: readonly string[];
}

interface Features {
  /** What the layout reader's shares add to, and whether that is the whole (within a point). */
  layoutSum: number;
  layoutAddsUp: boolean;
  /** How much the layout's labels read like graded work (0–1, mean over its components). */
  layoutQuality: number;
  /** Titles that repeat one another: the layout reader summed the scheme and a schedule that restates it. */
  layoutEchoed: boolean;
  /** Adds up, reads like graded work, restates nothing. */
  layoutSound: boolean;
}

interface SchemeChoice {
  name: string;
  choose(c: SchemeCandidates, f: Features): Omit<Chosen, 'rule'> | null;
}

export const schemeChoices: readonly SchemeChoice[] = [
  {
    // One component "making the whole" is usually a rule ("the safety quiz (100% required)"), not a scheme,
    // when the outline also holds a scheme of several components that adds up.
    name: 'one-component-rule-yields-to-several-shares',
    choose: (c) => {
      if (c.layout.length !== 1) return null;
      const several = c.shares();
      return several && several.components.length >= 3 ? fromShares(several) : null;
    },
  },
  {
    // The finder may have read the same components and more (a row the layout reader skipped for its several
    // figures: "Unit tests, 150 points each 300 points possible"): then it is the scheme.
    name: 'finder-extends-layout',
    choose: (c, f) => {
      if (!f.layoutSound) return null;
      const found = c.shares();
      return found && found.confidence >= 0.8 && extends_(found.components, c.layout) ? fromShares(found) : null;
    },
  },
  {
    // The finder read every row the layout reader read, and a row beyond them that the layout reader left out
    // ("Four quizzes, 25 points each" … "Final, 100 points" in a list, "Paper, 100 points" below it): the
    // finder's shares are the scheme, each row keeping the layout reader's name, which reads the whole label.
    name: 'finder-covers-layout-rows',
    choose: (c, f) => {
      if (!f.layoutSound || c.layout.length < 2) return null;
      const found = c.shares();
      if (!found || found.confidence < 0.8 || found.components.length <= c.layout.length) return null;
      const byLine = new Map(c.layout.map((k) => [k.line, k]));
      const rows = new Set(found.components.map((k) => k.line));
      if (rows.size !== found.components.length || !c.layout.every((k) => rows.has(k.line))) return null;
      const components = found.components.map((k) => {
        const named = byLine.get(k.line);
        return named ? { ...named, weight: k.weight } : k;
      });
      return { components, confidence: Math.min(0.85, found.confidence), source: 'shares' };
    },
  },
  {
    // Points the layout reader normalised to their own sum add to 100 by construction, whatever rows it left
    // out (a row with a second figure: "200 points final exam (pass it with 140 points or better)") or took
    // (the parts of one paper: "Proposal (5 points)", "Rough Draft (25 points)"). The finder's run, read well
    // on three lines or more, is the scheme when it reads more rows, or percentages that make the whole.
    name: 'finder-over-points-of-own-sum',
    choose: (c) => {
      if (!pointsOfOwnSum(c.layout) || !c.raw) return null;
      const found = c.shares();
      // Two shares of one sentence ("50% attendance, 50% discussions") are a part's, not the scheme.
      if (!found || found.confidence < 0.8 || new Set(found.components.map((k) => k.line)).size < 3) return null;
      const raw = c.raw;
      const percent = (line: number) => /%|\bper\s?cent\b/i.test(raw[line] ?? '');
      const more = found.components.length > c.layout.length;
      return more || found.components.every((k) => percent(k.line)) ? fromShares(found) : null;
    },
  },
  {
    name: 'layout-adds-up-and-reads-well',
    choose: (c, f) => (f.layoutSound ? { components: c.layout, confidence: 0.9, source: 'layout' } : null),
  },
  {
    // The constraint finder reads one region, so it does not sum a scheme and its restatement.
    name: 'layout-echoes-schedule',
    choose: (c, f) => {
      if (!f.layoutEchoed) return null;
      const shares = c.shares();
      return shares && shares.components.length >= 2 && !repeatsTitles(shares.components) ? fromShares(shares) : null;
    },
  },
  {
    // A layout scheme that adds up stands unless the finder's names read clearly better (the layout's read like
    // prose: penalty points normalised to 100, say).
    name: 'layout-adds-up',
    choose: (c, f) => {
      if (!c.layout.length || !f.layoutAddsUp) return null;
      const shares = c.shares();
      const better = shares && shares.components.length >= 2 && quality(shares.components) >= f.layoutQuality + 0.3;
      return better ? null : { components: c.layout, confidence: 0.8, source: 'layout' };
    },
  },
  {
    name: 'finder-scheme',
    choose: (c) => {
      const shares = c.shares();
      return shares && shares.components.length >= 2 ? fromShares(shares) : null;
    },
  },
  {
    // No figure at all, but "all exams count equally" and the exams numbered: equal shares, said to be assumed.
    name: 'equal-shares-assumed',
    choose: (c) => {
      if (c.layout.length) return null;
      const equal = c.equal();
      return equal.length ? { components: equal, confidence: 0.5, source: 'equal' } : null;
    },
  },
  {
    name: 'layout-as-found',
    choose: (c) => ({ components: c.layout, confidence: 0.45, source: 'layout' }),
  },
];

/** The scheme the first deciding rule gives (the last rule always decides). */
export function chooseScheme(candidates: SchemeCandidates): Chosen {
  const layoutSum = candidates.layout.reduce((s, c) => s + c.weight, 0);
  const layoutAddsUp = Math.abs(layoutSum - 100) <= 1;
  const layoutQuality = quality(candidates.layout);
  const layoutEchoed = repeatsTitles(candidates.layout);
  const features: Features = {
    layoutSum,
    layoutAddsUp,
    layoutQuality,
    layoutEchoed,
    layoutSound: candidates.layout.length > 0 && layoutAddsUp && layoutQuality >= 0.7 && !layoutEchoed,
  };
  for (const rule of schemeChoices) {
    const chosen = rule.choose(candidates, features);
    if (chosen) return { ...chosen, rule: rule.name };
  }
  throw new Error('unreachable: the last scheme choice always decides');
}

function fromShares(s: ShareScheme): Omit<Chosen, 'rule'> {
  return { components: s.components, confidence: Math.min(0.85, s.confidence), source: 'shares' };
}

function quality(cs: readonly Component[]): number {
  return cs.reduce((q, c) => q + labelScore(c.title), 0) / (cs.length || 1);
}

/** Whether `more` holds every component of `fewer` by title, and others besides. */
function extends_(more: Component[], fewer: Component[]): boolean {
  const titles = new Set(more.map((c) => c.title.toLowerCase()));
  return more.length > fewer.length && fewer.every((c) => titles.has(c.title.toLowerCase()));
}

/** Whether one component's title (of two words or more) ends another's, as a restated schedule row does. */
function repeatsTitles(cs: Component[]): boolean {
  const norm = cs.map((c) => ' ' + c.title.toLowerCase().split(/[:(]/)[0]!.trim().replace(/\s+/g, ' '));
  for (let i = 0; i < norm.length; i++) {
    const b = norm[i]!;
    if (b.trim().split(' ').length < 2) continue;
    for (let j = 0; j < norm.length; j++)
      if (i !== j && norm[j]!.length > b.length && norm[j]!.endsWith(b)) return true;
  }
  return false;
}
