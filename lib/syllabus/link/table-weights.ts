// "three projects (50% of grade), and an oral exam (50%)" is the scheme, and a table further down weighs
// the projects ("Project 1 | 19 Sep | 15%", "Project 2 … 15%", "Project 3 … 20%"): the members split from
// the component take the table's weights instead of equal shares. Only when the table names exactly those
// members and its weights add up to what the members hold together, so the scheme's total never moves.
import type { Component } from '../scheme/layout.js';
import type { DraftAssessment } from '../types.js';

const key = (title: string) => title.toLowerCase().replace(/\s+/g, ' ').trim();

export function memberWeightsFromTable(
  items: DraftAssessment[],
  table: readonly Component[],
  trace?: (step: string) => void,
): DraftAssessment[] {
  if (table.length < 2) return items;
  const weights = new Map(table.map((c) => [key(c.title), c.weight]));
  if (weights.size !== table.length) return items;
  const members = items.filter((i) => weights.has(key(i.title)));
  if (members.length !== table.length) return items;
  const held = members.reduce((s, i) => s + i.weight, 0);
  const stated = table.reduce((s, c) => s + c.weight, 0);
  // The members must already be the table's rows with other weights (equal shares of their component).
  if (Math.abs(held - stated) > 0.05 || members.every((i) => Math.abs(i.weight - weights.get(key(i.title))!) < 0.01))
    return items;
  // Items that are the scheme's own components are not members; the table is then the scheme itself.
  if (members.length === items.length) return items;
  trace?.(`link: member weights from the table (${table.map((c) => `${c.title} ${c.weight}`).join('; ')})`);
  return items.map((i) => (weights.has(key(i.title)) ? { ...i, weight: weights.get(key(i.title))! } : i));
}
