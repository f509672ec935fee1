// The table of contents of a legal text: its second-level headings, in order, each with a
// stable id (by position, so the ids are the same in every language and never collide).

export interface LegalSection {
  id: string;
  title: string;
  /** 1-based line of the heading in the Markdown, to match the rendered heading's node. */
  line: number;
}

export function legalSections(markdown: string): LegalSection[] {
  const sections: LegalSection[] = [];
  markdown.split('\n').forEach((text, index) => {
    const match = /^## +(.+?)\s*#*\s*$/.exec(text);
    if (!match) return;
    const title = match[1]!.replace(/[*_`]/g, '');
    sections.push({ id: `section-${sections.length + 1}`, title, line: index + 1 });
  });
  return sections;
}

/** The text before the first section (title and date) and the rest, so the contents go between. */
export function splitLegalHead(markdown: string): { head: string; body: string; bodyOffset: number } {
  const match = /^## /m.exec(markdown);
  if (!match) return { head: markdown, body: '', bodyOffset: 0 };
  const head = markdown.slice(0, match.index);
  return { head, body: markdown.slice(match.index), bodyOffset: head.split('\n').length - 1 };
}
