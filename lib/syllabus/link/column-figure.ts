// (column-figure) A table of weights in two columns ("Mid Term Exam            50            45") read as the
// component "Mid Term Exam 50" of 45: the first column's figure is a weight of the other scheme, not the number of
// a member, so the name is "Mid Term Exam" and the schedule's "Mid-Term Exam" dates it.
import type { Component } from '../scheme/layout.js';

// The name's last word then the figure in a column of its own (a run of spaces or a cell bar before it), then
// another figure in the next column. Bounded runs: linear on any line.
const TRAILING_FIGURE = /^(.{1,120}?[A-Za-z)])\s(\d{1,3})$/;
const COLUMNS =
  /^[\s*_]{0,6}(?:\s{2,40}|[\s*_]{0,6}\|[\s*_]{0,6})(\d{1,3})(?:\.\d{1,2})?\s{0,3}%?[\s*_]{0,6}(?:\s{2,40}|[\s*_]{0,6}\|[\s*_]{0,6})\d{1,3}(?:\.\d{1,2})?\s{0,3}%?[\s*_|]{0,12}$/;

/** The component's name without a figure that its line prints in a column of weights before its own. */
export function withoutColumnFigure(c: Component, raw: readonly string[]): Component {
  const t = TRAILING_FIGURE.exec(c.title);
  if (!t) return c;
  const line = raw[c.line] ?? '';
  if (line.length > 400) return c;
  const at = line.toLowerCase().indexOf(t[1]!.toLowerCase());
  if (at < 0) return c;
  const cols = COLUMNS.exec(line.slice(at + t[1]!.length));
  return cols && cols[1] === t[2] ? { ...c, title: t[1]! } : c;
}
