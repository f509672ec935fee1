// Text put into HTML the server writes itself (the detail and chat first screens, the sandbox
// payment page, the boot data): escaped for element content and quoted attributes alike.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);

/** `snippet` just before `</body>`, or at the end of a page that has none. */
export function beforeBodyEnd(html: string, snippet: string): string {
  const bodyEnd = html.search(/<\/body\s*>/i);
  return bodyEnd < 0 ? `${html}${snippet}` : `${html.slice(0, bodyEnd)}${snippet}${html.slice(bodyEnd)}`;
}
