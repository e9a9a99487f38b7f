// Untrusted text is read line by line, and several stages (chrono-node among them) cost more
// than linear time in the length of one line. No real outline line is near this limit (the
// longest in the development corpora is 1,167 characters), so longer lines are broken at a space
// before it (or cut when there is none): the work per line is bounded and the whole stays linear.
// A line break is "\n", "\r\n", a lone "\r", or "\r\r\n": a Windows text written twice through a text-mode
// conversion (preformatted blocks of converted pages) ends each line so, and it is one break, not a blank
// line after every line, which would split each list and table row from the next.
export const MAX_LINE = 1500;

export function boundLines(text: string): string {
  const lines = text.replace(/\r\r?\n|\r/g, '\n').split('\n');
  if (lines.every((l) => l.length <= MAX_LINE)) return lines.join('\n');
  const out: string[] = [];
  for (let line of lines) {
    while (line.length > MAX_LINE) {
      const space = line.lastIndexOf(' ', MAX_LINE);
      const cut = space > MAX_LINE / 2 ? space : MAX_LINE;
      out.push(line.slice(0, cut));
      line = line.slice(cut);
    }
    out.push(line);
  }
  return out.join('\n');
}
