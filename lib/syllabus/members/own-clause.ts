// Several components read from one line ("Prova 1 (30%) em 10/10/2025, Prova 2 (30%) em 20/11/2025,
// Trabalho final (40%) entrega 12/12/2025") each carry the whole line as what the outline says of them,
// so each would take the line's first date. Each keeps its own clause instead: from its name to the next
// component's name on the line. Only when every name is found, in order.
import type { Component } from '../scheme/layout.js';

export function ownClauses(components: Component[]): Component[] {
  const byLine = new Map<number, number[]>();
  components.forEach((c, i) => {
    const list = byLine.get(c.line);
    if (list) list.push(i);
    else byLine.set(c.line, [i]);
  });
  const out = [...components];
  for (const indices of byLine.values()) {
    if (indices.length < 2) continue;
    const rest = components[indices[0]!]!.rest;
    if (!indices.every((i) => components[i]!.rest === rest)) continue;
    const lower = rest.toLowerCase();
    const starts: number[] = [];
    let from = 0;
    for (const i of indices) {
      const at = lower.indexOf(components[i]!.title.toLowerCase(), from);
      if (at < 0) break;
      starts.push(at);
      from = at + components[i]!.title.length;
    }
    if (starts.length !== indices.length) continue;
    indices.forEach((ci, k) => {
      out[ci] = { ...components[ci]!, rest: rest.slice(starts[k]!, starts[k + 1] ?? rest.length) };
    });
  }
  return out;
}
