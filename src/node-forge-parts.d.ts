// node-forge's per-part modules: the core object is typed by @types/node-forge; the other
// parts only register themselves on it.
declare module 'node-forge/lib/forge' {
  import forge from 'node-forge';
  export default forge;
}
declare module 'node-forge/lib/pki';
declare module 'node-forge/lib/sha256';
declare module 'node-forge/lib/pkcs1';
declare module 'node-forge/lib/util';
