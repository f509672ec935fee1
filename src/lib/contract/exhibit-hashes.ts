// The exhibits' image hashes, as committed in content/hashes/<museumId>.json (written by
// content/scripts/make-exhibit-hashes.ts in Chromium with the app's own hashing code) and
// served at ENDPOINTS.exhibitHashes. zod lives here: the app imports only the constants.
import { z } from 'zod';

/** Names the hashing recipe; a change to the client's hashing code must change this. */
export const EXHIBIT_HASH_ALGORITHM = 'dhash-9x8-centre-half-v1';

export const ExhibitHashEntry = z.object({
  pointId: z.string().min(1),
  /** 64-bit difference hash, 16 lower-case hex digits. */
  hash: z.string().regex(/^[0-9a-f]{16}$/),
  /** The image that was hashed (the exhibit's `image`) and the SHA-256 of its file, so a
   *  changed image with a stale hash is caught by the content test. */
  image: z.string(),
  imageSha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const ExhibitHashesContentFile = z.object({
  museumId: z.string().min(1),
  algorithm: z.literal(EXHIBIT_HASH_ALGORITHM),
  exhibits: z.array(ExhibitHashEntry),
});

export type ExhibitHashEntryT = z.infer<typeof ExhibitHashEntry>;
export type ExhibitHashesContentFileT = z.infer<typeof ExhibitHashesContentFile>;
