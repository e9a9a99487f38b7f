// (noun-after-a-lone-ordinal) A scheme written in prose names its first piece of work in full and the next ones by
// their ordinal alone, the noun left understood: "The first midterm contributes 25% to the semester grade, the second
// contributes 35%", "The first exam will be worth 20% of your grade, and the second and third will be worth 30% each",
// "the first examination contributes 15%, and the second 30%". The share reader names the component "Second", which
// names no work: no kind, and no link to the schedule's "Second Midterm" and its day. Such a component, right after
// one whose name opens on an ordinal and a noun, takes that noun.
import { classify } from '../vocabulary/kinds.js';
import { ORDINAL_WORDS } from '../vocabulary/numbers.js';
import type { Component } from './layout.js';

const ORDINAL = `(?:${Object.keys(ORDINAL_WORDS).join('|')})`;
const LONE = new RegExp(
  String.raw`^(?:the\s+)?(${ORDINAL}(?:(?:\s*,\s*|\s+)(?:and\s+|&\s+)?(?:the\s+)?${ORDINAL}){0,3})$`,
  'i',
);
const OPENS = new RegExp(String.raw`^(?:the\s+)?${ORDINAL}\s+(\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*){0,2})$`, 'iu');

export function ordinalNames(components: readonly Component[]): Component[] {
  return components.map((c, i) => {
    const lone = LONE.exec(c.title.trim().replace(/[\s.:,;-]+$/, ''));
    if (!lone || i === 0) return c;
    const before = OPENS.exec(components[i - 1]!.title.trim());
    if (!before) return c;
    const title = `${lone[1]!.charAt(0).toUpperCase()}${lone[1]!.slice(1)} ${before[1]}`;
    return { ...c, title, kind: classify(title) };
  });
}
