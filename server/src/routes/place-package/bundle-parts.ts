// A bundle asked for in parts: the items it carries are dealt out to `parts` parts of about
// the same bytes, in index order, each item to the lightest part so far. The split depends on
// the items alone, so the client's parallel requests (same version, same skip) get disjoint
// parts that together carry every item once.
export function partOf<T extends { item: { bytes: number } }>(entries: T[], part: number, parts: number): T[] {
  const bytes = Array.from({ length: parts }, () => 0);
  const chosen: T[] = [];
  for (const entry of entries) {
    const lightest = bytes.indexOf(Math.min(...bytes));
    bytes[lightest]! += entry.item.bytes;
    if (lightest === part) chosen.push(entry);
  }
  return chosen;
}
