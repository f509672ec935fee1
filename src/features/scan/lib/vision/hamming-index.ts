// Nearest binary descriptors without comparing against every one: locality-sensitive hashing
// by bit sampling (several tables, each keyed by a fixed random choice of descriptor bits,
// each also probed with every one-bit change of the key). Two descriptors of the same corner
// differ in few bits, so they share a key in some table; two unrelated ones rarely do.
// OpenCV.js binds only the brute-force matcher (its FLANN LSH index is not in the JS build):
// against every reference of six museums it took about 40 ns a pair, ~270 ms a photo.
import { DESCRIPTOR_BYTES } from './features';
import { seededRandom } from '../../../../lib/seeded-random';

const TABLES = 12;
const KEY_BITS = 14;
const WORDS = DESCRIPTOR_BYTES / 4;

const POPCOUNT16 = (() => {
  const t = new Uint8Array(65536);
  for (let i = 1; i < 65536; i++) t[i] = t[i >> 1]! + (i & 1);
  return t;
})();

/** Hamming distance between descriptor `a` of `as` and `b` of `bs` (32-bit words). */
export function hamming(as: Uint32Array, a: number, bs: Uint32Array, b: number): number {
  let d = 0;
  const ao = a * WORDS;
  const bo = b * WORDS;
  for (let w = 0; w < WORDS; w++) {
    const x = as[ao + w]! ^ bs[bo + w]!;
    d += POPCOUNT16[x & 0xffff]! + POPCOUNT16[x >>> 16]!;
  }
  return d;
}

/** 32-bit words of descriptors (copied when the bytes are not 4-aligned). */
export function asWords(bytes: Uint8Array): Uint32Array {
  return bytes.byteOffset % 4 === 0
    ? new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4)
    : new Uint32Array(bytes.slice().buffer);
}

export interface HammingIndex {
  words: Uint32Array;
  count: number;
  /** Calls `visit(trainIndex, distance)` once for each candidate neighbour of query `q`. */
  candidates(query: Uint32Array, q: number, visit: (train: number, distance: number) => void): void;
}

export function buildHammingIndex(descriptors: Uint8Array, seed = 0x5ca1ab1e): HammingIndex {
  const words = asWords(descriptors);
  const count = descriptors.length / DESCRIPTOR_BYTES;
  const random = seededRandom(seed);
  const bits = new Int32Array(TABLES * KEY_BITS);
  for (let i = 0; i < bits.length; i++) bits[i] = Math.floor(random() * DESCRIPTOR_BYTES * 8);
  const key = (src: Uint32Array, at: number, table: number) => {
    let k = 0;
    for (let b = 0; b < KEY_BITS; b++) {
      const bit = bits[table * KEY_BITS + b]!;
      k |= ((src[at * WORDS + (bit >>> 5)]! >>> (bit & 31)) & 1) << b;
    }
    return k;
  };
  // Per table, the train indexes sorted by key (counting sort): bucket k is entries[start[k] .. start[k+1]).
  const buckets = 1 << KEY_BITS;
  const starts: Int32Array[] = [];
  const entries: Int32Array[] = [];
  for (let t = 0; t < TABLES; t++) {
    const start = new Int32Array(buckets + 1);
    const keys = new Int32Array(count);
    for (let i = 0; i < count; i++) start[(keys[i] = key(words, i, t)) + 1]!++;
    for (let k = 0; k < buckets; k++) start[k + 1]! += start[k]!;
    const fill = start.slice(0, buckets);
    const list = new Int32Array(count);
    for (let i = 0; i < count; i++) list[fill[keys[i]!]!++] = i;
    starts.push(start);
    entries.push(list);
  }
  const seen = new Int32Array(count).fill(-1);
  let stamp = 0;
  return {
    words,
    count,
    candidates(query, q, visit) {
      stamp++;
      for (let t = 0; t < TABLES; t++) {
        const k0 = key(query, q, t);
        const start = starts[t]!;
        const list = entries[t]!;
        for (let flip = -1; flip < KEY_BITS; flip++) {
          const k = flip < 0 ? k0 : k0 ^ (1 << flip);
          for (let e = start[k]!; e < start[k + 1]!; e++) {
            const train = list[e]!;
            if (seen[train] === stamp) continue;
            seen[train] = stamp;
            visit(train, hamming(query, q, words, train));
          }
        }
      }
    },
  };
}
