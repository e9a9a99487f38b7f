// Images and links in a page converted to Markdown. An image ("![](../navydot.gif)  GRADING", "![bullet](dot.gif)
// Final exam") is decoration: a bullet drawn as a picture, an icon. A link ("[Midterm](midterm.html): 30%") is
// its text. Each becomes its text (an image most often has none), so neither the address nor the brackets
// reach a component's name. Linear: one pattern each, with bounded, non-nested parts.

const IMAGE = /!\[([^\]\n]{0,200})\]\([^)\n]{0,500}\)/g;
const LINK = /\[([^\]\n]{1,200})\]\((?:[^)\s]{0,500})(?:\s+"[^"\n]{0,200}")?\)/g;

export function dropMarkdownImages(text: string): string {
  return text.includes('![') ? text.replace(IMAGE, '$1') : text;
}

export function dropMarkdownLinks(text: string): string {
  return text.includes('](') ? text.replace(LINK, '$1') : text;
}
