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
