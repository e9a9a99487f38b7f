// Grade formulas with coefficients: "F = 0.30 H + 0.10 M + 0.60 E", "NF = 0,6·NP + 0,4·EX" with
// "NP = 0,35·C1 + …" defined elsewhere. Symbols defined by another formula are expanded (their
// coefficients multiplied), and each leaf symbol is named where the outline defines it: a legend
// line ("H   homework sets   average of …") or a parenthesis after a name ("two tests (T1 and T2)",
// "four quizzes (Q: their average)").
import { wordCount, type Line } from '../segment/lines.js';
import { definedInSentence } from './symbols.js';
import { numberWords } from '../vocabulary/numbers.js';

export interface FormulaPart {
  title: string;
  /** Percent of the final grade. */
  value: number;
  count: number | null;
  line: number;
  rest: string;
}

const SYMBOL = String.raw`[A-Z][A-Za-z]{0,3}\d?`;
const COEF = String.raw`\d*[.,]\d+|\d{1,3}(?:[.,]\d+)?\s*%`;
const TERM = new RegExp(String.raw`^\s*(${COEF})\s*(?:[·*×⋅]\s*)?(${SYMBOL})\s*$`);
const TERM_AFTER = new RegExp(String.raw`^\s*(${SYMBOL})\s*(?:[·*×⋅]\s*)?(${COEF})\s*$`);
// The left-hand side may be a word or two ("Total = 0.10 T + …", "Final grade = …") as well as a symbol.
const FORMULA_LINE = new RegExp(
  String.raw`^(${SYMBOL}|\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*){0,2})\s*=\s*([^=]+\+[^=]+)$`,
  'u',
);

const NUMBER_WORDS = numberWords(1, 10);
const DETERMINER = new RegExp(
  String.raw`^(?:a|an|the|el|la|los|las|le|les|des|\d+|${Object.keys(NUMBER_WORDS).join('|')})$`,
  'i',
);

/**
 * The name a legend gives a symbol, without what it says about it: "tutorial score: best 8 of the 10
 * sheets" → tutorial; "average of Quiz 1 and Quiz 2, each scaled to 100" → Quiz (2 members);
 * "Mid-semester examination mark (out of 100)" → Mid-semester examination.
 */
export function legendName(text: string): { title: string; count: number | null } {
  let name = text.split(/[:;,(]/)[0]!.trim();
  name = name.replace(
    /^(?:the\s+)?(?:average|mean|sum|total)\s+(?:mark\s+|score\s+)?(?:of|over|in)\s+(?:the\s+)?/i,
    '',
  );
  // "score in Quiz I", "marks in the final exam": the thing scored.
  name = name.replace(/^(?:the\s+)?(?:marks?|scores?|grades?)\s+(?:in|on|of|for)\s+(?:the\s+)?/i, '');
  // "First 10 weekly graded assignments", "best 5 quizzes": the count of the things averaged.
  const counted = /^(?:(?:the\s+)?(?:first|best|all|last)\s+)?(\d{1,2})\s+(\p{L}.*)$/iu.exec(name);
  if (counted && Number(counted[1]) >= 2) return { title: counted[2]!, count: Number(counted[1]) };
  const bare = name.replace(/\s+(?:marks?|scores?|grades?|results?|points)$/i, '').trim();
  // "tutorial score: best 8 of the 10 tutorial sheets": the details name the graded thing.
  if (bare !== name && bare) {
    const esc = bare.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const thing = new RegExp(String.raw`\b${esc}\s+(\p{L}{3,})`, 'iu').exec(text.slice(name.length));
    name = thing ? `${bare} ${thing[1]}` : bare;
  }
  const members = /^(\p{L}[\p{L} -]*?)\s+(\d+)((?:\s*(?:,|&|\band\b)\s*(?:\1\s+)?\d+)+)$/iu.exec(name);
  if (members) return { title: members[1]!, count: 1 + (members[3]!.match(/\d+/g) ?? []).length };
  return { title: name || text.trim(), count: null };
}

const coefficient = (c: string) =>
  c.includes('%') ? Number(c.replace('%', '').replace(',', '.').trim()) / 100 : Number(c.replace(',', '.'));

/** The formulas of an outline: left-hand symbol → weighted symbols (coefficients adding up to 1). */
function formulas(lines: Line[]): Map<string, { terms: { symbol: string; coef: number }[]; line: number }> {
  const out = new Map<string, { terms: { symbol: string; coef: number }[]; line: number }>();
  for (const l of lines) {
    if (l.type !== 'text' && l.type !== 'bullet') continue;
    const f = FORMULA_LINE.exec(l.text.trim());
    if (!f) continue;
    const terms: { symbol: string; coef: number }[] = [];
    for (const part of f[2]!.split('+')) {
      const t = TERM.exec(part);
      const u = t ? null : TERM_AFTER.exec(part);
      if (!t && !u) {
        terms.length = 0;
        break;
      }
      terms.push(t ? { symbol: t[2]!, coef: coefficient(t[1]!) } : { symbol: u![1]!, coef: coefficient(u![2]!) });
    }
    const sum = terms.reduce((s, t) => s + t.coef, 0);
    if (terms.length >= 2 && Math.abs(sum - 1) <= 0.02 && !out.has(f[1]!)) out.set(f[1]!, { terms, line: l.index });
  }
  return out;
}

/** The words naming a thing just before a parenthesis: "El curso tiene dos certámenes" → certámenes (2). */
function nameBefore(text: string): { name: string; count: number | null } | null {
  const clause = text.split(/[,;:.]|\b(?:y|and|et|und)\b/).pop() ?? '';
  const ws = clause.trim().split(/\s+/).filter(Boolean);
  let at = -1;
  // "Prueba parcial 1 (P1)": a number that ends the name is its own, no determiner.
  const from = ws.length > 1 && /^\d+$/.test(ws[ws.length - 1]!) ? ws.length - 2 : ws.length - 1;
  for (let i = from; i >= 0; i--)
    if (DETERMINER.test(ws[i]!)) {
      at = i;
      break;
    }
  const name = ws
    .slice(at + 1)
    .join(' ')
    .replace(/^[^\p{L}\d]+/u, '');
  if (!name || wordCount(name) > 5 || !/\p{L}{3}/u.test(name)) return null;
  const word = at >= 0 ? ws[at]!.toLowerCase() : '';
  return { name, count: /^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word] ?? null) };
}

/** Where the outline says what a symbol stands for. */
function define(
  symbol: string,
  lines: Line[],
  raw: string[],
): { title: string; count: number | null; line: number; rest: string } | null {
  const esc = symbol.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const l of lines) {
    if (l.type === 'blank' || l.type === 'rule') continue;
    // A legend line: "H   homework sets   average of the best 5 of the 6 sets", "H = homework", "H: homework".
    // A legend may be a list ("* GAA = Average score in First 10 weekly graded assignments").
    const legend = new RegExp(String.raw`^\s*(?:[-*•+]\s+)?${esc}(?:\s{2,}|\s*[:=–—-]\s+)(\p{L}.*)$`, 'u').exec(
      raw[l.index] ?? '',
    );
    if (legend && !/\+/.test(legend[1]!)) {
      const [name, ...more] = legend[1]!.split(/\s{2,}|\t/);
      return { ...legendName(name!), line: l.index, rest: more.join(' | ') };
    }
  }
  for (const l of lines) {
    // "dos certámenes (C1 y C2)", "cuatro controles breves (PC: promedio de los controles)", "un examen final (EX)".
    for (const m of l.text.matchAll(/\(([^()]*)\)/g)) {
      const inside = m[1]!;
      const listed = inside
        .split(/:/)[0]!
        .split(/\s*(?:,|\by\b|\band\b|\bet\b|\bund\b)\s*/)
        .map((s) => s.trim());
      if (!listed.includes(symbol)) continue;
      const named = nameBefore(l.text.slice(0, m.index));
      if (!named) continue;
      // One of several listed members ("C1 y C2") is that member: its number names it.
      const n = listed.length > 1 ? /(\d+)$/.exec(symbol)?.[1] : undefined;
      // What follows the definition on its line ("Control 1 (C1): martes 19 de octubre") is said of it: its date.
      return {
        title: n ? `${named.name} ${n}` : named.name,
        count: n ? null : named.count,
        line: l.index,
        rest: l.text.slice(m.index + m[0].length, m.index + m[0].length + 200),
      };
    }
  }
  return definedInSentence(symbol, lines);
}

/** The leaves of the outline's top formula, each named and weighted, or nothing. */
export function formulaParts(lines: Line[], raw: string[]): FormulaPart[] {
  const all = formulas(lines);
  if (!all.size) return [];
  const used = new Set([...all.values()].flatMap((f) => f.terms.map((t) => t.symbol)));
  const roots = [...all.keys()].filter((k) => !used.has(k));
  let best: FormulaPart[] = [];
  for (const root of roots) {
    const leaves: { symbol: string; coef: number }[] = [];
    const expand = (symbol: string, factor: number, seen: Set<string>) => {
      const f = all.get(symbol);
      if (!f || seen.has(symbol)) {
        leaves.push({ symbol, coef: factor });
        return;
      }
      for (const t of f.terms) expand(t.symbol, factor * t.coef, new Set([...seen, symbol]));
    };
    expand(root, 1, new Set());
    const parts: FormulaPart[] = [];
    for (const leaf of leaves) {
      const d = define(leaf.symbol, lines, raw);
      if (!d) {
        parts.length = 0;
        break;
      }
      parts.push({
        title: d.title,
        value: Math.round(leaf.coef * 100 * 10000) / 10000,
        count: d.count,
        line: d.line,
        rest: d.rest,
      });
    }
    if (parts.length > best.length) best = parts;
  }
  return best;
}
