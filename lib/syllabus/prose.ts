// Grading schemes written as sentences: "Participation counts for 15 percent of the grade",
// "The essay, worth 20%, ...", "Four papers are worth 5 per cent apiece (20 per cent in all)".
// Each sentence that gives one component its weight becomes one entry.
import { ASSESSMENT_NOUN } from './kinds.js';

export interface ProseWeight {
  title: string;
  value: number;
  count: number | null;
  /** The sentence (it may carry the component's own date). */
  sentence: string;
  /** The sub-total the weight is a share of ("40% of the coursework component"), if not the whole grade. */
  of?: string | null;
}

const NUMBER = String.raw`(\d{1,3}(?:\.\d+)?)\s*(?:%|percent\b|per\s*cent\b)`;
// The verb that ties a subject to its weight, then the figure.
const WEIGHTED = new RegExp(
  String.raw`\b(?:worth|counts?(?:\s+(?:for|as))?|accounts?\s+for|weighted(?:\s+at)?|makes?\s+up|contributes?|carr(?:y|ies)|(?:is|are)(?=\s+\d))\s+(?:an?\s+|up\s+to\s+|the\s+(?:remaining|other|last)\s+)?(?:further\s+|additional\s+)?` + NUMBER,
  'gi',
);
// Sentences about exceptions, penalties and thresholds give other figures, not the scheme.
const NOT_SCHEME = /\b(?:if|unless|otherwise|instead|replaces?|replaced|transferred|would|could|might|bonus|extra credit|penalt\w*|late|deduct\w*|at least|minimum|maximum of|cap(?:ped)?|curve)\b/i;
const EACH = /^\s*(?:each|apiece|per\s+(?:item|paper|assignment|quiz|lab))\b/i;
const IN_ALL = new RegExp(String.raw`\(?\s*` + NUMBER + String.raw`\s*(?:in all|in total|total|altogether|combined|overall)\b`, 'i');
const SUBJECT = new RegExp(
  String.raw`(?:\b[A-Za-z][\w-]*\s+){0,2}\b(?:${ASSESSMENT_NOUN}|participation|attendance|contribution|engagement)(?:\s+${ASSESSMENT_NOUN})*\b`,
  'gi',
);
const LEADING = /^(?:the|a|an|your|our|each|every|all|one|two|three|four|five|six|seven|eight|nine|ten|\d+|and|of|in|on|for|finally|then|also|is|are)\s+/i;
const WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 };

/**
 * "37.5% of the class record", "60% of the coursework component": the sub-total a weight is a share
 * of, or null when it is a share of the whole grade ("20% of the final mark").
 */
export function shareOf(after: string): string | null {
  const m = /^\s*of\s+(?:the\s+|your\s+)?([a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2})/i.exec(after);
  if (!m) return null;
  const phrase = m[1]!.toLowerCase().replace(/\s+(?:and|or|is|are|which|that|i|for|in|to|with)\b.*$/, '');
  // "of the final grade", "of the module mark", "of the course": the whole grade.
  if (/^(?:(?:final|overall|total|whole|module|course|unit|subject|semester|class)\s*)*(?:(?:grade|mark|score|point|result|total|assessment|evaluation)s?)?$/.test(phrase)) return null;
  return phrase;
}

/** Sentences of a paragraph (a period before a lower-case word or a digit, as in "Oct. 13", does not end one). */
export function sentences(paragraph: string): string[] {
  return paragraph.split(/(?<=[.!?])\s+(?=[A-Z*])/).map((s) => s.trim()).filter(Boolean);
}

function subjectOf(before: string): string | null {
  const bare = before.replace(/\([^)]*\)/g, ' ');
  const found = [...bare.matchAll(SUBJECT)].pop();
  if (!found) return null;
  let title = found[0].replace(/\s+/g, ' ').trim();
  while (LEADING.test(title)) title = title.replace(LEADING, '');
  return title || null;
}

function countIn(before: string): number | null {
  const m = new RegExp(String.raw`\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?:[a-z-]+\s+){0,2}${ASSESSMENT_NOUN}\b`, 'i').exec(before);
  if (!m) return null;
  return WORDS[m[1]!.toLowerCase()] ?? Number(m[1]);
}

// One member of a list written in a sentence: "..., a book review (17.5 %), ... and a final examination (20 %)".
const LISTED = new RegExp(String.raw`(?:[:;,]|\band\b)\s*([^:;,()]+?)\s*\(\s*` + NUMBER + String.raw`\s*\)`, 'gi');

/**
 * "The grade is calculated as follows: participation (12.5 %), a book review (17.5 %) and a final
 * examination (20 %)": a sentence that lists two or more components, each with its weight in
 * parentheses, gives one entry per component.
 */
function listed(sentence: string): ProseWeight[] {
  const out: ProseWeight[] = [];
  for (const m of sentence.matchAll(LISTED)) {
    let title = m[1]!.replace(/\s+or\s+["“«'‘].*$/i, '').replace(/["“”«»]/g, '').replace(/\s+/g, ' ').trim();
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
  for (const sentence of sentences(paragraph)) {
    const earlier = [...named];
    for (const m of sentence.replace(/\([^)]*\)/g, ' ').matchAll(SUBJECT)) {
      let t = m[0].replace(/\s+/g, ' ').trim();
      while (LEADING.test(t)) t = t.replace(LEADING, '');
      if (t) named.push(t);
    }
    if (NOT_SCHEME.test(sentence)) continue;
    const list = listed(sentence);
    if (list.length) {
      out.push(...list);
      continue;
    }
    // Clauses after a semicolon are usually explanation; the weight sits in the first.
    const clause = sentence.split(/;\s/)[0]!;
    const hits = [...clause.matchAll(WEIGHTED)];
    if (hits.length !== 1) continue;
    const hit = hits[0]!;
    const before = clause.slice(0, hit.index);
    let title = subjectOf(before);
    // "It is worth 40%": the work the sentence before named.
    if (!title && /^\s*(?:it|this(?:\s+\w+)?)\s+\w+\s*$/i.test(before)) title = subjectOf(sentences(paragraph)[sentences(paragraph).indexOf(sentence) - 1] ?? '');
    if (!title) continue;
    // "The essay" after "a critical review essay" is that essay.
    if (!/\s/.test(title)) title = [...earlier].reverse().find((t) => t.toLowerCase().endsWith(` ${title!.toLowerCase()}`)) ?? title;
    let value = Number(hit[1]);
    let count: number | null = countIn(before);
    const after = clause.slice(hit.index + hit[0].length);
    if (EACH.test(after)) {
      const total = IN_ALL.exec(after);
      if (total) value = Number(total[1]);
      else if (count) value *= count;
      else continue;
    }
    out.push({ title, value, count, sentence, of: shareOf(after) });
  }
  return out;
}
