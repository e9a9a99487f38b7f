// Pages that are no outline at all: a web server's traffic report lists files and folders with their share of
// the requests ("/cgi-bin/directall  0.39%", "[root directory]  5.27%"). A path names no graded work: a chosen
// scheme made mostly of paths is no scheme, and a path among real components is dropped. So is a moment: its
// access log lists the hours of the day ("30/Apr/01 23:43  0.55%").
import type { Component } from './layout.js';

const PATH =
  /^(?:\/|~|\[|https?:|www\.)|\.(?:html?|pdf|gif|jpe?g|cgi|php|asp)\b|^[\d/.-]{0,10}(?:[A-Za-z]{3}[\d/.-]{1,6})?\s{0,3}\d{1,2}:\d{2}(?::\d{2})?$/i;

export function withoutPaths(components: Component[]): Component[] {
  const paths = components.filter((c) => PATH.test(c.title.trim()));
  if (!paths.length) return components;
  if (paths.length * 2 >= components.length) return [];
  return components.filter((c) => !PATH.test(c.title.trim()));
}
