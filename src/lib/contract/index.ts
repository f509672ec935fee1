export * from './locales';
export * from './catalog';
export * from './envelope';
export * from './endpoints';
