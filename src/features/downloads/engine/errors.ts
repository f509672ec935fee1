// What can go wrong with a place's media bundle, besides the network itself.
/** An item whose size or SHA-256 does not match the package (or a frame that cannot be read). */
export class ItemDamagedError extends Error {
  constructor(readonly url: string) {
    super(`${url} does not match its size or digest`);
  }
}

/** The place has another content version on the server (409): the package is fetched again. */
export class BundleOutdatedError extends Error {
  constructor() {
    super('The place changed on the server');
  }
}

/** The bundle ended before every item it was asked for (a cut the server or a proxy closed cleanly). */
export class BundleCutError extends Error {
  constructor() {
    super('The media bundle ended early');
  }
}

/** The bundle sent nothing for a while (a connection that died without closing): a network cut. */
export class BundleStalledError extends Error {
  constructor(readonly stallMs: number) {
    super(`The media bundle sent nothing for ${stallMs} ms`);
  }
}
