// The app's face of the contract: values that carry no zod, and the types. The server and
// tests import the zod schemas from ./schemas.
export * from './locales';
export * from './envelope';
export * from './endpoints';
export * from './crypto';
export * from './tracking';
export * from './boot';
export * from './site-policy';
export * from './chat';
export * from './place-package';
export * from './translation-source';
export * from './paid-media';
export * from './narration-recording';
export { SCENIC_TYPES, LOCATION_AREAS, MUSEUM_TYPES, MUSEUM_NATURES } from './enums';
export type * from './catalog';
export * from './mini-program';
export * from './exhibit-features';
