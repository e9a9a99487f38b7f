// Images and links in a page converted to Markdown. An image ("![](../navydot.gif)  GRADING", "![bullet](dot.gif)
// Final exam") is decoration: a bullet drawn as a picture, an icon. A link ("[Midterm](midterm.html): 30%") is
// its text. Each becomes its text (an image most often has none), so neither the address nor the brackets
// reach a component's name. Linear: one pattern each, with bounded, non-nested parts.

const IMAGE = /!\[([^\]\n]{0,200})\]\([^)\n]{0,500}\)/g;
// The address may hold spaces, as pages converted from HTML keep them in an anchor
// ("[Midterm, 100 points.](syllabus.htm#Mid-term and Final Exams)"); it ends at the first ")" or quote.
const LINK = /\[([^\]\n]{1,200})\]\([^)\n"]{0,500}(?:"[^"\n]{0,200}"\s*)?\)/g;
// A page converted from HTML wraps its lines wherever it likes, inside a link's text too ("three essays (50%),
// [research\npaper](paper.html) (25%)"): a link whose text runs over two or three lines is its text, the line
// breaks kept (so every line keeps its number). No bracket inside, so a lone "[" lines above starts none.
const WRAPPED_LINK = /(?<!!)\[([^[\]\n]{0,200}(?:\n[^[\]\n]{0,200}){1,2})\]\([^)\n"]{0,500}(?:"[^"\n]{0,200}"\s*)?\)/g;

export function dropMarkdownImages(text: string): string {
  return text.includes('![') ? text.replace(IMAGE, '$1') : text;
}

export function dropMarkdownLinks(text: string): string {
  return text.includes('](') ? text.replace(LINK, '$1').replace(WRAPPED_LINK, '$1') : text;
}

// (part-glued-links) A converter that drops the space between a word and a link ("Gothic Art - Monday[Quiz 4](q4.html)",
// "see[Citation](cite.htm)and") glues the link's text to the word once the link is dropped ("MondayQuiz 4"): a letter
// or digit right before or after a link is parted from it by a space, so the link's text reads as words of its own.
const ALNUM = /[A-Za-z0-9]/;
function parted(link: string, text: string, at: number, all: string): string {
  // Text that opens or ends with a space of its own ("[Learner Centered Education ](…)as") is parted already.
  const before = at > 0 && ALNUM.test(all[at - 1]!) && ALNUM.test(text[0] ?? '') ? ' ' : '';
  const after = ALNUM.test(all[at + link.length] ?? '') && ALNUM.test(text[text.length - 1] ?? '') ? ' ' : '';
  return `${before}${link}${after}`;
}

export function partGluedLinks(text: string): string {
  return text.includes('](') ? text.replace(LINK, parted).replace(WRAPPED_LINK, parted) : text;
}

// (number-wrapped-in-its-link) A page converted from HTML wraps a link's text right before its last word, the work's
// number or a day's ("**[QUIZ\n1](q1.htm)**", "[Homework\n3](hw3.html)", "[September\n11](wk3.htm)"): the line break
// keeps the number from its name, so "QUIZ" is read with no number and "September" with no day. The number and the
// link's address go back onto the line of its text; the line below keeps whatever follows them, so every line keeps
// its number. Only a number of one or two digits, "#" and digits, or a Roman numeral alone on the line's start, and
// only after a word. Linear: bounded patterns over one pair of lines.
const OPEN_TEXT_AT_END = /(?<!!)\[[^[\]\n]{0,200}[A-Za-z][^[\]\n\sA-Za-z0-9]{0,3}$/;
const NUMBER_CLOSES_LINK = /^\s{0,8}(#?\s?(?:\d{1,2}|[IVX]{1,4}))\]\([^)\n"]{0,500}(?:"[^"\n]{0,200}"\s*)?\)/;

export function joinNumberWrappedInLink(text: string): string {
  if (!text.includes('](')) return text;
  const lines = text.split('\n');
  let changed = false;
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i]!;
    if (line.length > 600 || !line.includes('[') || !OPEN_TEXT_AT_END.test(line)) continue;
    const close = NUMBER_CLOSES_LINK.exec(lines[i + 1]!);
    if (!close) continue;
    lines[i] = `${line.trimEnd()} ${close[0].trimStart()}`;
    lines[i + 1] = lines[i + 1]!.slice(close[0].length);
    changed = true;
  }
  return changed ? lines.join('\n') : text;
}
