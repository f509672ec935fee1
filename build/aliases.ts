// The import aliases of tsconfig.json's "paths", for Vite and Vitest (esbuild and tsx read
// tsconfig.json themselves): `@/` is src/, `@contract` the wire contract.
import { fileURLToPath } from 'node:url';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const ALIASES = [
  { find: /^@contract$/, replacement: at('../src/lib/contract/index.ts') },
  { find: /^@contract\//, replacement: `${at('../src/lib/contract')}/` },
  { find: /^@\//, replacement: `${at('../src')}/` },
];
