// Member-owned local data (favourites, history, orders ... kept by other features) must not
// outlive a logout or an account closure. Features register a cleaner; logout and closure
// run them all. A failing cleaner does not stop the others.
type Cleaner = () => void | Promise<void>;

const cleaners = new Set<Cleaner>();

/** Returns the unregister function. */
export function registerMemberDataCleaner(fn: Cleaner): () => void {
  cleaners.add(fn);
  return () => cleaners.delete(fn);
}

export async function clearMemberData(): Promise<void> {
  await Promise.allSettled([...cleaners].map(async (fn) => fn()));
}
