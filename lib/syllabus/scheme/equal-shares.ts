import { classify } from '../vocabulary/kinds.js';
import type { Component } from './layout.js';

/** Equal shares of the whole grade for the named works, all read from one line (the equal-shares rules' answer). */
export function equalShares(names: readonly string[], line: number): Component[] {
  return names.map((n) => ({
    title: `${n[0]!.toUpperCase()}${n.slice(1)}`,
    kind: classify(n),
    weight: Math.round((100 / names.length) * 10000) / 10000,
    count: null,
    line,
    rest: '',
  }));
}
