// Grading schemes written as sentences: "Participation counts for 15 percent of the grade",
// "The essay, worth 20%, ...", "Four papers are worth 5 per cent apiece (20 per cent in all)".
// Each sentence that gives one component its weight becomes one entry.
import { ASSESSMENT_NOUN } from '../vocabulary/kinds.js';
import { englishNumberPattern, englishNumbers } from '../vocabulary/numbers.js';

export interface ProseWeight {
  title: string;
  value: number;
  count: number | null;
  /** The sentence (it may carry the component's own date). */
  sentence: string;
  /** The sub-total the weight is a share of ("40% of the coursework component"), if not the whole grade. */
  of?: string | null;
  /** The phrase after "of" even when it reads as the whole grade ("of the class mark"). */
  ofPhrase?: string | null;
}

const NUMBER = String.raw`(\d{1,3}(?:\.\d+)?)\s*(?:%|percent\b|per\s*cent\b)`;
// The verb that ties a subject to its weight, then the figure.
const WEIGHTED = new RegExp(
  String.raw`\b(?:worth|for(?=\s+the\s+(?:remaining|other|last)\b)|counts?(?:\s+(?:for|as))?|accounts?\s+for|weighted(?:\s+at)?|makes?\s+up|contributes?|carr(?:y|ies)|(?:is|are)(?=\s+\d))\s+(?:an?\s+|up\s+to\s+|the\s+(?:remaining|other|last)\s+)?(?:further\s+|additional\s+)?` +
    // "accounts for half of it (50% of the coursework mark)": the figure in the parenthesis.
    String.raw`(?:(?:half|a\s+third|a\s+quarter|two\s+thirds|three\s+quarters)\s+of\s+(?:it|this|that|them)\s+\(\s*)?` +
    NUMBER,
  'gi',
);
// Sentences about exceptions, penalties and thresholds give other figures, not the scheme.
const NOT_SCHEME =
  /\b(?:if|unless|otherwise|instead|replaces?|replaced|transferred|would|could|might|bonus|extra credit|penalt\w*|late|deduct\w*|at least|minimum|maximum of|cap(?:ped)?|curve)\b/i;
const REMAINING_FOR = new RegExp(
  String.raw`\bthe\s+(?:remaining|other|last)\s+` +
    NUMBER +
    String.raw`\s+(?:is|are)\s+(?:awarded|given|allocated|assigned|earned)\s+(?:for|to)\s+([a-z][a-z -]+)`,
  'i',
);
const EACH = /^\s*(?:each|apiece|per\s+(?:item|paper|assignment|quiz|lab))\b/i;
const IN_ALL = new RegExp(
  String.raw`\(?\s*` + NUMBER + String.raw`\s*(?:in all|in total|total|altogether|combined|overall)\b`,
  'i',
);
const SUBJECT = new RegExp(
  String.raw`(?:\b[A-Za-z][\w-]*\s+){0,2}\b(?:${ASSESSMENT_NOUN}|participation|attendance|contribution|engagement|assessment|course\s?work)(?:\s+${ASSESSMENT_NOUN})*\b(?:\s+\d{1,2}\b(?![.,]?\d|\s*%))?`,
  'gi',
);
const LEADING = new RegExp(
  String.raw`^(?:the|a|an|your|our|each|every|all|${englishNumberPattern(1, 10)}|\d+|and|of|in|on|for|by|finally|then|also|is|are)\s+`,
  'i',
);
const WORDS = englishNumbers(2, 12);

/**
 * "37.5% of the class record", "60% of the coursework component": the sub-total a weight is a share
 * of, or null when it is a share of the whole grade ("20% of the final mark").
 */
export function shareOf(after: string): string | null {
  const phrase = ofPhrase(after);
  if (!phrase) return null;
  // "of the final grade", "of the module mark", "of the course": the whole grade.
  if (
    /^(?:(?:final|overall|total|whole|module|course|unit|subject|semester|class)\s*)*(?:(?:grade|mark|score|point|result|total|assessment|evaluation)s?)?$/.test(
      phrase,
    )
  )
    return null;
  return phrase;
}

export function ofPhrase(after: string): string | null {
  const m = /^\s*of\s+(?:the\s+|your\s+)?([a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2})/i.exec(after);
  return m ? m[1]!.toLowerCase().replace(/\s+(?:and|or|is|are|which|that|i|for|in|to|with)\b.*$/, '') : null;
}

/** The last of the first `count` names that ends with ` word` (case aside), looking back at most 50 names. */
function lastEndingWith(names: string[], count: number, word: string): string | undefined {
  const tail = ` ${word.toLowerCase()}`;
  for (let i = count - 1; i >= Math.max(0, count - 50); i--)
    if (names[i]!.toLowerCase().endsWith(tail)) return names[i];
  return undefined;
}

/** Sentences of a paragraph (a period before a lower-case word or a digit, as in "Oct. 13", does not end one). */
export function sentences(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?])\s+(?=[A-Z*])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function subjectOf(before: string): string | null {
  const bare = before.replace(/\([^)\n]{0,300}\)/g, ' ');
  const found = [...bare.matchAll(SUBJECT)].pop();
  if (!found) return null;
  // "… of the class mark and Project 2", "assessed by continuous assessment": the subject starts after the last conjunction or "by".
  let title = found[0]
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^.*\b(?:and|or|but|while|by|through|via)\s+/i, '');
  while (LEADING.test(title)) title = title.replace(LEADING, '');
  return title || null;
}

// Built once: the pattern is long (every assessment noun), and countIn runs for every weighed sentence.
const COUNT_IN = new RegExp(
  String.raw`\b(\d{1,2}|${englishNumberPattern(2, 12)})\s+(?:[a-z-]+\s+){0,2}${ASSESSMENT_NOUN}\b`,
  'i',
);

function countIn(before: string): number | null {
  const m = COUNT_IN.exec(before);
  if (!m) return null;
  return WORDS[m[1]!.toLowerCase()] ?? Number(m[1]);
}

// One member of a list written in a sentence: "..., a book review (17.5 %), ... and a final examination (20 %)".
// The first member may follow "made up of" / "consists of" ("made up of a class mark (60%) and ...").
// The name is bounded: unbounded, a long paragraph of "and"s without a parenthesis is rescanned from each one.
const LISTED = new RegExp(
  String.raw`(?:[:;,]|\band\b|\b(?:made up|consists?|composed|comprised) of\b)\s*([^:;,()]{1,120}?)\s*\(\s*` +
    NUMBER +
    String.raw`\s*\)`,
  'gi',
);

/**
 * "The grade is calculated as follows: participation (12.5 %), a book review (17.5 %) and a final
 * examination (20 %)": a sentence that lists two or more components, each with its weight in
 * parentheses, gives one entry per component.
 */
function listed(sentence: string): ProseWeight[] {
  const out: ProseWeight[] = [];
  for (const m of sentence.matchAll(LISTED)) {
    let title = m[1]!
      .replace(/\s+or\s+["“«'‘].*$/i, '')
      .replace(/["“”«»]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    while (LEADING.test(title)) title = title.replace(LEADING, '');
    if (!title || wordCount(title) > 6) return [];
    out.push({ title: title[0]!.toUpperCase() + title.slice(1), value: Number(m[2]), count: null, sentence });
  }
  return out.length >= 2 ? out : [];
}

const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** The weighted components a paragraph of prose names, one per sentence at most (or every member of a listing sentence). */
export function proseWeights(paragraph: string): ProseWeight[] {
  const out: ProseWeight[] = [];
  // Work named in earlier sentences: "It is worth 40%" and "The essay makes up 60%" refer back to them.
  const named: string[] = [];
  const said = sentences(paragraph);
  // The names are read only when a one-word subject looks back for them, and only as far as the sentence asking:
  // most paragraphs weigh nothing, and the scan over every word is the costly part.
  let scanned = 0;
  const namesBefore = (si: number) => {
    for (; scanned < si; scanned++)
      for (const m of said[scanned]!.replace(/\([^)\n]{0,300}\)/g, ' ').matchAll(SUBJECT)) {
        let t = m[0].replace(/\s+/g, ' ').trim();
        while (LEADING.test(t)) t = t.replace(LEADING, '');
        if (t) named.push(t);
      }
    // Names from the sentences before this one (a count, not a copy: copying per sentence grew with the square).
    return named.length;
  };
  for (let si = 0; si < said.length; si++) {
    const sentence = said[si]!;
    if (NOT_SCHEME.test(sentence)) continue;
    const list = listed(sentence);
    if (list.length) {
      out.push(...list);
      continue;
    }
    // Clauses after a semicolon are usually explanation; the weight sits in the first.
    // "…, and the remaining 20% is awarded for preparation at tutorials": the subject follows the figure.
    const remaining = REMAINING_FOR.exec(sentence);
    const first = sentence.split(/;\s/)[0]!;
    // "Project 1 contributes 30% of the class mark and Project 2 contributes 40% of the class mark":
    // each weight with the subject between it and the figure before.
    const all = [...sentence.matchAll(WEIGHTED)];
    const several =
      all.length >= 2 &&
      all.every((h, k) => k === 0 || subjectOf(sentence.slice(all[k - 1]!.index + all[k - 1]![0].length, h.index)));
    let clause = several ? sentence : first;
    let hits = several ? all : [...first.matchAll(WEIGHTED)];
    // "The first is a source commentary …; it is worth 40% of the coursework mark": the clause after the
    // semicolon weighs the work the first one names.
    if (!hits.length && /^;\s*(?:it|this|which)\b/i.test(sentence.slice(first.length))) {
      clause = sentence;
      hits = all;
    }
    if (hits.length !== 1 && !several) continue;
    for (let k = 0; k < hits.length; k++) {
      const hit = hits[k]!;
      const before = clause.slice(k ? hits[k - 1]!.index + hits[k - 1]![0].length : 0, hit.index);
      let title = subjectOf(before);
      // "It is worth 40%": the work the sentence before named.
      if (!title && /^\s*(?:it|this(?:\s+\w+)?)\s+\w+\s*$/i.test(before)) title = subjectOf(said[si - 1] ?? '');
      // "A written case note of no more than 2,000 words accounts for 30% of the coursework mark": a share
      // of a part names its subject at the start of the clause, whatever the noun.
      if (!title && ofPhrase(clause.slice(hit.index + hit[0].length))) {
        const opening =
          /^\s*(?:(?:the|an?|each|your)\s+)?((?:[a-z][\w-]*\s+){0,3}?[a-z][\w-]*)\s+(?:of|with|on|in|for|about|\(|,|$)/i.exec(
            before,
          );
        if (opening && !/^(?:it|this|that|they|which)\b/i.test(opening[1]!)) title = opening[1]!;
      }
      if (!title) continue;
      // "The essay" after "a critical review essay" is that essay.
      if (!/\s/.test(title)) title = lastEndingWith(named, namesBefore(si), title) ?? title;
      let value = Number(hit[1]);
      const count: number | null = countIn(before);
      const after = clause.slice(hit.index + hit[0].length, hits[k + 1]?.index ?? clause.length);
      if (EACH.test(after)) {
        const total = IN_ALL.exec(after);
        if (total) value = Number(total[1]);
        else if (count) value *= count;
        else continue;
      }
      // "…, and the seminar presentation for the remaining 10%": a share of the same part as the one before.
      const prior =
        k > 0 && /\b(?:remaining|other|last)\b/i.test(hit[0]) && !ofPhrase(after) ? out[out.length - 1] : undefined;
      out.push({
        title,
        value,
        count,
        sentence,
        of: prior ? prior.of : shareOf(after),
        ofPhrase: prior ? prior.ofPhrase : ofPhrase(after),
      });
    }
    const last = out[out.length - 1];
    if (remaining && last?.sentence === sentence && (last.of || last.ofPhrase)) {
      const named = remaining[2]!.replace(/\s+(?:at|in|during|across|throughout|over|on)\s.*$/i, '').trim();
      if (named && wordCount(named) <= 5)
        out.push({
          title: named,
          value: Number(remaining[1]),
          count: null,
          sentence,
          of: last.of,
          ofPhrase: last.ofPhrase,
        });
    }
  }
  return out;
}
