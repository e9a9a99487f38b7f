// Deadline times stated once for a kind of work ("All assignments are due by 11:59 p.m.",
// "Lab reports are submitted by 4:00 p.m. on the due date", "closes Friday at 11:59 p.m.")
// and given to every dated item of that kind that has no time of its own.
import { findDates, type Term } from '../calendar/dates.js';
import { ASSESSMENT_NOUN, classify, contentTokens, sameWord } from '../vocabulary/kinds.js';
import { sentences } from '../scheme/prose.js';
import type { Line } from '../segment/lines.js';
import { MORE_DEADLINE_WORDS, SPACED_CLOCK } from '../vocabulary/timewords.js';
import type { Kind, DraftAssessment } from '../types.js';

export interface TimeRule {
  time: string;
  /** The kinds of work the rule names; `null` for all written work. */
  kinds: Set<Kind> | null;
}

// "posted to Canvas by the start of class": posting by a time is handing in ("posted" alone may be a release).
const DEADLINE =
  /\b(?:due|submit(?:ted)?|submissions?|handed in|turned in|uploaded|closes?|deadlines?|posted(?: to [\w-]{1,20})? by)\b/i;
const NOUNS = new RegExp(`\\b(?:[a-z-]+\\s+)?${ASSESSMENT_NOUN}\\b`, 'gi');
// Any text NOUNS matches in holds a noun after a word boundary or a space: a quicker test, passed by few sentences,
// that spares the slower scan (which tries a word before the noun at every word) where there is no noun at all.
// Every noun opens on a letter of a-z, ä, ö or ü, which the look-ahead checks first.
const ANY_NOUN = new RegExp(`(?=[a-zäöü])(?:\\b|(?<=\\s))${ASSESSMENT_NOUN}\\b`, 'i');
const CLOCK = /\d\s*(?:a\.?m\b|p\.?m\b)|\d:\d\d|\dh\d\d|\b(?:by|before|at)\s+\d{1,2}h\b|\bnoon\b|\bmidnight\b/i;
// "Unless stated otherwise, deadlines are at 12 noon": a default for every piece of written work.
const ALL_WRITTEN =
  /\b(?:all|every)\s+(?:written\s+)?(?:work|course\s?work|submissions?|deliverables?)\b|\bwritten\s+(?:work|assignments?|submissions?)\b|\bunless\s+(?:otherwise\s+(?:stated|noted|specified|indicated)|(?:stated|noted|specified|indicated)\s+otherwise)\b/i;
// Exams and quizzes sit at the time of their sitting; a rule for written work never moves them.
const WRITTEN: Kind[] = ['assignment', 'project', 'lab', 'other'];

const clock = (s: string) => CLOCK.test(s) || SPACED_CLOCK.test(s);

/** A component's kind and the words of its name, worked out once per outline rather than once per sentence. */
interface NamedKind {
  readonly kind: Kind;
  readonly words: readonly string[];
}

function kindsIn(sentence: string, named: readonly NamedKind[] = []): Set<Kind> {
  const kinds = new Set<Kind>(
    ANY_NOUN.test(sentence)
      ? [...sentence.matchAll(NOUNS)].map((m) => classify(m[0])).filter((k) => k !== 'other')
      : [],
  );
  // A component named by all its words ("Reading responses are … posted by 11:00 am") gives its own kind.
  if (named.length) {
    const words = contentTokens(sentence);
    for (const c of named) {
      if (c.words.every((t) => words.some((w) => sameWord(t, w)))) kinds.add(c.kind);
    }
  }
  return kinds;
}

/** Time rules: sentences with a deadline word, a time after it and no calendar date of their own. */
export function timeRules(lines: Line[], term: Term, named: readonly { title: string; kind: Kind }[] = []): TimeRule[] {
  const rules: TimeRule[] = [];
  const namedKinds = named
    .filter((c) => c.kind !== 'other')
    .map((c) => ({ kind: c.kind, words: contentTokens(c.title) }))
    .filter((c) => c.words.length >= 2);
  let previous = new Set<Kind>();
  for (const [li, line] of lines.entries()) {
    // A table row that states a closing time without a date ("Pre-lab quizzes | 10% | close 9:00 a.m. on the day of the lab")
    // sets the time for the work its first cell names.
    if (line.type === 'row' && line.header !== line.cells) {
      const kinds = kindsIn(line.cells.find((c) => c) ?? '');
      const rest = line.cells.slice(1).join(' | ');
      const word = DEADLINE.exec(rest) ?? MORE_DEADLINE_WORDS.exec(rest);
      const found = word && kinds.size && clock(rest.slice(word.index)) ? findDates(rest, term) : null;
      const time = found?.times.find((t) => t.index > word!.index);
      if (found && !found.dates.length && time) rules.push({ time: time.time, kinds });
    }
    if (line.type === 'blank' || line.type === 'heading' || line.type === 'row') {
      if (line.type !== 'blank') previous = line.type === 'heading' ? kindsIn(line.text) : new Set();
      continue;
    }
    // A sentence that wraps onto the next line ("… deadlines" / "are at 12 noon UK time.") is read whole.
    const next = lines[li + 1];
    const wrapped =
      next?.type === 'text' && /^[a-z]/.test(next.text) && !/[.!?:;]\s*$/.test(line.text)
        ? `${line.text} ${sentences(next.text)[0] ?? ''}`
        : line.text;
    for (const sentence of sentences(wrapped)) {
      const kinds = kindsIn(sentence, namedKinds);
      const word = DEADLINE.exec(sentence) ?? MORE_DEADLINE_WORDS.exec(sentence);
      // chrono only runs on sentences that show a deadline word and a clock time.
      const found = word && clock(sentence.slice(word.index)) ? findDates(sentence, term) : null;
      const time = found?.times.find((t) => t.index > word!.index);
      if (word && found && !found.dates.length && time) {
        // "Each is due at 11:59 p.m." names its work in the sentence before.
        const named = kinds.size ? kinds : previous;
        if (ALL_WRITTEN.test(sentence)) rules.push({ time: time.time, kinds: null });
        else if (named.size) rules.push({ time: time.time, kinds: named });
      }
      if (kinds.size) previous = kinds;
    }
  }
  return rules;
}

/** Gives each dated item without a time the time of the most specific rule for its kind. */
export function applyTimeRules(items: DraftAssessment[], rules: TimeRule[]): DraftAssessment[] {
  if (!rules.length) return items;
  return items.map((item) => {
    if (!item.due || item.due.time) return item;
    const rule =
      rules.find((r) => r.kinds?.has(item.kind)) ??
      (WRITTEN.includes(item.kind) ? rules.find((r) => r.kinds === null) : undefined);
    return rule ? { ...item, due: { ...item.due, time: rule.time } } : item;
  });
}
