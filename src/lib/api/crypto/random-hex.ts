/** 8 random bytes as 16 hex characters: the session key and each iv (spec point 9). */
export function randomHex8(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
