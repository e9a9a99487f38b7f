// Untrusted text is read line by line, and several stages (chrono-node among them) cost more
// than linear time in the length of one line. No real outline line is near this limit (the
// longest in the development corpora is 1,167 characters), so longer lines are broken at a space
// before it (or cut when there is none): the work per line is bounded and the whole stays linear.
export const MAX_LINE = 1500;

export function boundLines(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
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
