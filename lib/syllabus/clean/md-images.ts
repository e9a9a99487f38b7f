// Images in a page converted to Markdown ("![](../navydot.gif)  GRADING", "![bullet](dot.gif) Final exam")
// are decoration: a bullet drawn as a picture, an icon. The image becomes its alternative text (most often
// none), so it never reaches a component's name. Linear: one pattern with bounded, non-nested parts.

const IMAGE = /!\[([^\]\n]{0,200})\]\([^)\n]{0,500}\)/g;

export function dropMarkdownImages(text: string): string {
  return text.includes('![') ? text.replace(IMAGE, '$1') : text;
}
