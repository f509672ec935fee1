import { createHash } from 'node:crypto';

/** SHA-256 (hex) of a source text: how kept translations name what they were made from. */
export const sourceHash = (text: string) => createHash('sha256').update(text).digest('hex');
