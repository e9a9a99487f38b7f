// Kind classification and title vocabulary: which words name graded work, their common
// abbreviations, and the eight kinds of the specification.
import type { Kind } from '../types.js';
import { wordTable } from './table.js';

/** Abbreviations outlines use for assessment nouns, expanded before comparing titles. */
const ABBREVIATIONS: Readonly<Record<string, string>> = wordTable({
  hw: 'homework',
  hws: 'homework',
  hwk: 'homework',
  pset: 'problem set',
  psets: 'problem set',
  ps: 'problem set',
  pa: 'programming assignment',
  proj: 'project',
  laboratory: 'lab',
  laboratories: 'lab',
  asst: 'assignment',
  assn: 'assignment',
  qz: 'quiz',
  mt: 'midterm',
});

/**
 * A short line that is only the name of one sitting ("FIRST EXAM", "Midterm Exam", "Quiz"), in the singular: a few
 * words, no digit, ending on the sitting's noun.
 */
export const ONE_SITTING_ALONE =
  /^[\s*_]{0,4}(?:[\p{L}-]{2,14}\s{1,3}){0,2}(?:exam|examination|mid-?term|test|quiz)[\s*_.!:]{0,6}$/iu;

/** Words that name a graded piece of work (singular stems). */
export const ASSESSMENT_WORDS = [
  'homework',
  'hw',
  'hws',
  'assignment',
  'asst',
  'problem set',
  'pset',
  'ps',
  'pa',
  'lab',
  'laboratory',
  'practical',
  'quiz',
  'quizze',
  'exam',
  'midterm',
  'test',
  'final',
  'project',
  'proj',
  'paper',
  'essay',
  'report',
  'presentation',
  'reflection',
  'check-in',
  'worksheet',
  'exercise',
  'participation',
  'attendance',
  'assessment',
  'response',
  'guide',
  'critique',
  'proposal',
];

/**
 * The same nouns in French, Spanish, Portuguese, German, Dutch and Italian outlines ("Prueba 3", "Composición",
 * "Klausur", "Devoir maison", "Deeltoets 2", "Esonero"), accented or not. German compounds end in the noun ("Abschlussklausur").
 */
const FOREIGN_NOUN =
  'pruebas?|certamen(?:es)?|certámenes|informes?|composici[oó]n(?:es)?|ex[aá]men(?:es)?|tareas?|ensayos?|proyectos?|laboratorios?|cuestionarios?|trabajos?|controls?|' +
  'provas?|listas?|trabalhos?|parcial(?:es)?|' +
  'devoirs?|projets?|trava(?:il|ux) pratiques?|interrogations?|contr[oô]les?|dissertations?|partiels?|' +
  'testate?|[a-zäöü]*klausur(?:en)?|[a-zäöü]*pr[uü]fung(?:en)?|hausarbeit(?:en)?|[uü]bungs?(?:bl[aä]tt(?:er)?|aufgaben?)?|[uü]bungen|referate?|projekte?|protokolle?|' +
  'tentamens?|(?:deel|tussen)?toets(?:en)?|opdracht(?:en)?|verslag(?:en)?|werkstuk(?:ken)?|' +
  'esam[ei]|esoner[oi]|compit[oi]|progett[oi]|relazion[ei]|esercitazion[ei]|elaborat[oi]|tesin[ae]';

/** Regex source matching one assessment noun, plural allowed. */
export const ASSESSMENT_NOUN =
  '(?:' +
  FOREIGN_NOUN +
  '|(?:book|literature|article|critical) reviews?|journals?|homeworks?|hws?|hwk|assignments?|assts?|assns?|problem[ -]sets?|psets?|ps|pas?|labs?|laborator(?:y|ies)|practicals?|quiz(?:zes)?|exams?|examinations?|midterms?|tests?|finals?|projects?|projs?|papers?|essays?|reports?|presentations?|reflections?|check-?ins?|worksheets?|exercises?|critiques?|commentar(?:y|ies)|proposals?|portfolios?|(?:reading )?responses?|(?:mid|end)-(?:sem(?:ester)?|term)s?)';

const has = (s: string, re: RegExp) => re.test(s);

/**
 * Whether a label has the letters of a name: two letters in a row ("Quiz", "CW1"), or one capital and its
 * number, the way sittings are coded in some countries ("P1", "P2", "T1").
 */
export function hasNameLetters(title: string): boolean {
  return /[A-Za-z]{2}/.test(title) || /^[A-Z]\d{1,2}$/.test(title.trim());
}

// Foreign assessment words mapped to the English word whose kind they share (accents folded).
const FOREIGN: [RegExp, string][] = [
  [
    /\b(?:examen(?:es)? final|final exam|abschlussklausur(?:en)?|abschlusspr\w*|endklausur\w*|examen terminal|eindtentamen|esame finale)\b/g,
    'final exam',
  ],
  [
    /\b(?:(?:examen(?:es)?|pruebas?|provas?) parcia(?:l|is)(?:es)?|parcial(?:es)?|partiels?|zwischenklausur\w*|zwischenpr\w*|zwischentest\w*|examen intermediaire|(?:deel|tussen)toets(?:en)?|prova intermedia|prove intermedie|esoner[oi])\b/g,
    'midterm',
  ],
  // "Controles breves", "short tests": a brief test is a quiz.
  [
    /\b(?:controles?|tests?|exam(?:en(?:es)?|s)?) (?:breves?|cortos?|courts?|short)\b|\b(?:short|brief) (?:tests?|exams?)\b/g,
    'quiz',
  ],
  // Tests set every week or online ("Weekly online tutorial tests") are quizzes, not sittings.
  [/\b(?:weekly|online|tutorial)(?: (?:online|tutorial|class))? tests?\b/g, 'quiz'],
  // A German "Testat" is a short test sat in a tutorial.
  [/\btestate?\b/g, 'quiz'],
  [
    /\b(?:examen(?:es)?|klausur(?:en)?|\w*prufung(?:en)?|controle?s?|certamen(?:es)?|provas?|tentamens?|toets(?:en)?|esam[ei]|prova|prove)\b/g,
    'exam',
  ],
  [/\b(?:informes? de laboratorio|laborberichte?|versuchsprotokolle?)\b/g, 'lab report'],
  [/\b(?:informes?|verslag(?:en)?|relazion[ei])\b/g, 'report'],
  [/\b(?:pruebas?|cuestionarios?|interrogations?|tests? de lectura)\b/g, 'quiz'],
  // A source commentary ("commentaire de texte") is a written piece handed in.
  [/\b(?:commentar(?:y|ies)|commentaires?)\b/g, 'assignment'],
  [
    /\b(?:composicion(?:es)?|ensayos?|tareas?|trabajos?|trabalhos?|listas? de exercicios|listas?|devoirs?|dissertations?|hausarbeit(?:en)?|ubung\w*|aufgaben?|journals?|diar(?:y|ies)|opdracht(?:en)?|huiswerk|hausaufgaben?|werkstuk(?:ken)?|compit[oi]|esercitazion[ei]|elaborat[oi]|tesin[ae]|travail (?:de session|de recherche|ecrit|individuel))\b/g,
    'assignment',
  ],
  // One numbered "travail pratique" is a piece of homework handed in; the plural names lab sessions too.
  [/\btravail pratique\b/g, 'assignment'],
  [
    /\b(?:proyectos?|projets?|projekte?|referate?|exposes?|progett[oi]|presentaties?|prasentation(?:en)?|presentacion(?:es)?|exposicion(?:es)?|apresentac(?:ao|oes)|presentazion[ei])\b/g,
    'project',
  ],
  [/\b(?:laboratorios?|travaux pratiques|praktik\w*|labor|protokolle?|practica|practicum|laboratori)\b/g, 'lab'],
  [
    /\b(?:participacion|asistencia|presence|mitarbeit|teilnahme|partecipazione|frequenza|aanwezigheid|participatie|deelname)\b/g,
    'participation',
  ],
];

function translate(s: string): string {
  return FOREIGN.reduce((t, [re, en]) => t.replace(re, en), s);
}

/** The kind of a title, by the words in it (R9 of the labelling rules). */
/** Lower case without accents ("Composición" → "composicion", "Prüfung" → "prufung"). */
// Text in ASCII alone has nothing to decompose or strip: lower case is all (and several times faster).
const ASCII_ONLY = /^[\x00-\x7f]*$/;
export const fold = (s: string) =>
  ASCII_ONLY.test(s)
    ? s.toLowerCase()
    : s
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();

export function classify(title: string): Kind {
  let t = ` ${translate(fold(title))
    .replace(/([a-z])(\d)/g, '$1 $2')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .replace(/[^a-z0-9]+/g, ' ')} `;
  // "Pre-lab quiz", "post-lab questions": the lab says when, the other noun says what.
  if (
    /\b(?:pre|post) ?labs?\b/.test(t) &&
    /\b(?:quiz|quizzes|assignments?|reports?|exercises?|worksheets?|questions?)\b/.test(t)
  )
    t = t.replace(/\b(?:pre|post) ?labs?\b/g, ' ');
  // "End-semester examination", "end-of-term exam" is the final.
  t = t.replace(/\bend (?:of )?(?:semester|sem|term|year|course|session)\b/g, 'final');
  // "Comprehensive exam" closing a course is its final.
  t = t.replace(/\bcomprehensive (?=exam)/g, 'final ');
  // "iClicker", "professionalism", "peer and self-evaluation", "classroom interaction": taking part, not handing in.
  if (
    has(
      t,
      /\b(participation|attendance|contribution|i ?clickers?|engagement|discussion board|professionalism|(?:peer|self) evaluations?|interaction)\b/,
    )
  )
    return 'participation';
  // A component named only "Discussion" (a section, not a post to write) is taking part.
  if (/^ (?:discussions?|discussion sections?)(?: grade)? $/.test(t)) return 'participation';
  const examish = has(t, /\b(exams?|examinations?|mid ?terms?|tests?)\b/);
  if (has(t, /\b(labs?|laboratory|practicals?)\b/) && !examish) return 'lab';
  if (
    has(t, /\b(projects?|proj|capstone|presentations?|proposals?)\b/) ||
    (has(t, /\breports?\b/) && !has(t, /\blab\b/))
  )
    return 'project';
  if (
    has(t, /\bfinals?\b/) &&
    (examish ||
      has(t, /\b(assessment|exam period)\b/) ||
      (t.trim().split(' ').length <= 2 && !has(t, /\b(paper|essay)\b/)))
  )
    return 'final';
  if (has(t, /\b(quiz|quizzes|qz)\b/)) return 'quiz';
  if (examish || has(t, /\bmt\b/)) return 'midterm';
  // A case study handed in ("Valuation Case", "Case analyses") is project work.
  if (
    has(t, /\b(cases?|deliverables?)\b/) &&
    !has(
      t,
      /\bcase (?:stud(?:y|ies)|notes?|summar(?:y|ies)|briefs?)\b|\b(?:homeworks?|assignments?|problem sets?|exercises?|essays?|papers?)\b/,
    )
  )
    return 'project';
  if (
    has(
      t,
      /\b(homeworks?|hws?|hwk|assignments?|assts?|problem sets?|psets?|ps|pas?|exercises?|essays?|papers?|reflections?|portfolios?|responses?|worksheets?|(?:tutorial|problem|exercise|question) sheets?|guides?|writing|critiques?|(?:book|article|literature|critical) reviews?|commentar(?:y|ies)|analys[ie]s|precis|drafts?|memos?|demos?|webwork|class ?work|documentation|case stud(?:y|ies)|case notes?|write ?ups?|summar(?:y|ies))\b/,
    )
  )
    return 'assignment';
  return 'other';
}

/** Lowercase word tokens with abbreviations expanded, plurals folded and letters split from digits. */
export function tokens(title: string): string[] {
  const words = fold(title)
    // One word however it is spelled: "Mid-term", "Mid term" and "Midterm" are the same sitting.
    .replace(/\bmid[\s-]?term/g, 'midterm')
    .replace(/([a-z])(\d)/g, '$1 $2')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .split(/[^a-z0-9]+/);
  // One pass, no array per word: a word holds no space, so only an abbreviation's expansion is split.
  const out: string[] = [];
  for (const w of words) {
    if (!w) continue;
    const expanded = ABBREVIATIONS[w];
    if (expanded === undefined) out.push(stem(w));
    else for (const part of expanded.split(' ')) out.push(stem(part));
  }
  return out;
}

/**
 * The singular of a name ending in its plural noun ("Response papers" → "Response paper", "Source analyses" →
 * "Source analysis", "Quizzes" → "Quiz", "Case studies" → "Case study", "Essays" → "Essay"), for the members a
 * plural component splits into. Only the last word changes; a name not ending in a plural word is returned as is.
 */
export function singularNoun(name: string): string {
  return name.replace(/[A-Za-z]{1,40}$/, (w) => {
    if (/[^aeiou](?:y|e)ses$/i.test(w)) return `${w.slice(0, -2)}is`;
    if (/zzes$/i.test(w)) return w.slice(0, -3);
    if (w.length > 4 && /ies$/i.test(w) && !/^series$/i.test(w)) return `${w.slice(0, -3)}y`;
    if (/(?:ss|x|ch|sh)es$/i.test(w)) return w.slice(0, -2);
    if (/[^isu]s$/i.test(w) && !/^series$/i.test(w)) return w.slice(0, -1);
    return w;
  });
}

export function stem(w: string): string {
  if (w === 'quizzes') return 'quiz';
  if (w.length > 3 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

const ROMAN: Readonly<Record<string, number>> = wordTable({
  I: 1,
  II: 2,
  III: 3,
  IV: 4,
  V: 5,
  VI: 6,
  VII: 7,
  VIII: 8,
  IX: 9,
  X: 10,
});

/** "II" after a capitalised assessment noun ("Quiz II", "Exam IV") numbers it like "2". */
export function romanNumber(word: string): number | null {
  return ROMAN[word] ?? null;
}

/** The item numbers in a title: digits, and capital Roman numerals after a word ("Quiz II"). */
export function numbersOf(title: string): number[] {
  const roman = [...title.matchAll(/(?<=[A-Za-z](?:\s+|-))(I{1,3}|IV|VI{0,3}|IX|X)\b(?![''-])/g)].map(
    (m) => ROMAN[m[1]!]!,
  );
  return [
    ...tokens(title)
      .filter((t) => /^\d+$/.test(t))
      .map(Number),
    ...roman,
  ];
}

/** Words that mark a line as about something other than the assessment itself. */
export const NOT_THE_ITEM =
  /^(?:review|reviews|prep|preparation|practice|solutions?|grades?|week|period|schedule|policy|policies|rubric|room|location|help|info|information|guide|study|answers?|instructions?|posted|released|returned|prospectus|drafts?|outlines?|issued|introduced|assigned|handed|distributed|pin-?ups?|mid-?reviews?|kick-?off|timetables?)\b/i;

const STOP = new Set([
  'the',
  'a',
  'an',
  'and',
  'of',
  'in',
  'on',
  'for',
  'to',
  'your',
  'my',
  'with',
  'each',
  'all',
  'during',
  'class',
  'time',
  'course',
  // Articles of the other languages read ("Die Klausur", "Le devoir", "El examen", "Het tentamen").
  'die',
  'der',
  'das',
  'den',
  'le',
  'la',
  'les',
  'el',
  'los',
  'las',
  'het',
  'il',
]);

/** Content tokens of a title (stop words and numbers removed). */
// The same component titles and lines are tokenised again for every mention and sentence they are compared
// with: the answers are kept (read-only), bounded so one huge outline cannot grow the map without end.
const CONTENT_TOKENS = new Map<string, readonly string[]>();
const CONTENT_TOKENS_MAX = 4096;

/** Forgets the kept tokens: called after each outline, so no text of one outline stays in memory after it is read. */
export function forgetContentTokens(): void {
  CONTENT_TOKENS.clear();
}

export function contentTokens(title: string): readonly string[] {
  const known = CONTENT_TOKENS.get(title);
  if (known) return known;
  const out = Object.freeze(tokens(title).filter((w) => !STOP.has(w) && !/^\d+$/.test(w)));
  if (CONTENT_TOKENS.size >= CONTENT_TOKENS_MAX) CONTENT_TOKENS.clear();
  CONTENT_TOKENS.set(title, out);
  return out;
}

/** Whether two tokens name the same thing ("concept" ~ "conceptual", "exam" ~ "examination"). */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [s, l] = a.length <= b.length ? [a, b] : [b, a];
  return s.length >= 4 && l.startsWith(s);
}

/**
 * Nouns an outline uses for one piece of work interchangeably: the scheme's "Final paper" is the schedule's "FINAL
 * ESSAY". Only pairs that name the same thing whatever the course (a report is often part of a project, a test is
 * often not the exam).
 */
export const SAME_WORK: readonly (readonly [string, string])[] = [['essay', 'paper']];
