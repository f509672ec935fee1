// The model cites the passages it was given as [1], [2, 3] or [1][2] (some write 【1】), and
// answers [none] when they do not answer the question. The markers are for the server, not
// the visitor: they are taken out of the streamed text (with the space before them) and their
// numbers kept, to become the answer's source links. A marker may arrive split across deltas,
// so a tail that could still become one is held back until it is decided.
const MARKER = /[ \t\u3000]*[[【]\s*(none|\d{1,3}(?:\s*[,，、;]\s*\d{1,3})*)\s*[\]】]/gi;
/** What could still grow into a marker at the end of the text: spaces, then an open bracket and its start. */
const OPEN_TAIL = /[ \t\u3000]*(?:[[【]\s*(?:n|no|non|none|\d{1,3}(?:\s*[,，、;]\s*\d{0,3})*)?\s*)?$/i;

export class CitationFilter {
  /** The passage numbers cited, in the order first cited. */
  readonly cited: number[] = [];
  private sawNone = false;
  private visible = false;
  private pending = '';

  /** Takes a delta of the model's text; returns what may be shown now. */
  push(text: string): string {
    this.pending += text;
    const cleaned = this.strip(this.pending);
    const tail = OPEN_TAIL.exec(cleaned);
    const cut = tail ? tail.index : cleaned.length;
    this.pending = cleaned.slice(cut);
    return this.show(cleaned.slice(0, cut));
  }

  /** The model's text has ended: what was held back is shown (it was no marker). */
  end(): string {
    const rest = this.strip(this.pending);
    this.pending = '';
    return this.show(rest);
  }

  /** The model said the passages do not answer, and said nothing else. */
  get declined(): boolean {
    return this.sawNone && !this.visible;
  }

  /** The model said the passages do not answer and cited none of them (whatever else it wrote). */
  get saidNone(): boolean {
    return this.sawNone && this.cited.length === 0;
  }

  private strip(text: string): string {
    return text.replace(MARKER, (_whole, inner: string) => {
      if (inner.toLowerCase() === 'none') this.sawNone = true;
      else
        for (const n of inner
          .split(/[^\d]+/)
          .filter(Boolean)
          .map(Number))
          if (!this.cited.includes(n)) this.cited.push(n);
      return '';
    });
  }

  private show(text: string): string {
    if (text.trim()) this.visible = true;
    return text;
  }
}
