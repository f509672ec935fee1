// Lingui set-up, in two catalogs per locale (lingui.config.ts): `shell`, the strings of the
// first screen of /, and `messages`, every string. The default locale's shell is bundled;
// everything else loads on demand, one chunk per catalog and locale. The full catalog is
// loaded once the first screen is painted and before any other route renders
// (ensureFullCatalog in the root route's beforeLoad). The stored code stays `cn` (spec);
// Intl and plurals get its BCP 47 tag.
import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import { startTransition } from 'react';
import { messages as cnShell } from '../../locales/cn/shell.po';
import { DEFAULT_LOCALE, LOCALE_BCP47, type Locale } from './contract';

type CatalogModule = { messages: Messages };
const shellLoaders = import.meta.glob<CatalogModule>('../../locales/*/shell.po');
const fullLoaders = import.meta.glob<CatalogModule>('../../locales/*/messages.po');

async function loadCatalog(
  loaders: Record<string, () => Promise<CatalogModule>>,
  name: string,
  locale: Locale,
): Promise<Messages> {
  const loader = loaders[`../../locales/${locale}/${name}.po`];
  if (!loader) throw new Error(`No ${name} catalog for locale ${locale}`);
  return (await loader()).messages;
}

const loadShell = (locale: Locale) =>
  locale === DEFAULT_LOCALE ? Promise.resolve(cnShell) : loadCatalog(shellLoaders, 'shell', locale);

/** One load per locale; a failed one (offline, chunk not cached) is tried again next time. */
const fullCatalogs = new Map<Locale, Promise<Messages>>();
function loadFull(locale: Locale): Promise<Messages> {
  let loading = fullCatalogs.get(locale);
  if (!loading) {
    loading = loadCatalog(fullLoaders, 'messages', locale);
    loading.catch(() => fullCatalogs.delete(locale));
    fullCatalogs.set(locale, loading);
  }
  return loading;
}

let fullWanted = false;

/**
 * Downloads and reads the active locale's full catalog without using it yet: merging it
 * re-renders every component with a string, which the first screen of / (whose strings are
 * all in the shell catalog) does not need; ensureFullCatalog then finds it ready.
 */
export function prefetchFullCatalog(): void {
  loadFull(i18n.locale as Locale).catch(() => undefined);
}

/** Loads and merges the active locale's full catalog (the interface re-renders with it). */
export async function ensureFullCatalog(): Promise<void> {
  fullWanted = true;
  const locale = i18n.locale as Locale;
  try {
    const messages = await loadFull(locale);
    // Merging re-renders every component with a string. The strings themselves are read from
    // the i18n instance, current at once; the re-render only refreshes what is on screen, so
    // it runs as a transition (time-sliced) rather than as one long task.
    if (i18n.locale === locale) startTransition(() => i18n.load(locale, messages));
  } catch {
    // Offline without the chunk (the service worker precaches it, so rarely): the shell's
    // strings stay, and a later navigation tries again.
  }
}

export async function activateLocale(locale: Locale): Promise<void> {
  let messages: Messages;
  try {
    // Once the full catalog is in use, a new locale brings its full catalog at once.
    messages = fullWanted ? { ...(await loadShell(locale)), ...(await loadFull(locale)) } : await loadShell(locale);
  } catch {
    // Offline without that chunk cached: keep the interface usable in the default locale.
    if (i18n.locale) return;
    locale = DEFAULT_LOCALE;
    messages = cnShell;
  }
  i18n.loadAndActivate({ locale, locales: [LOCALE_BCP47[locale]], messages });
  document.documentElement.lang = LOCALE_BCP47[locale];
}

const others = new Map<Locale, Promise<I18n>>();

/**
 * An i18n instance of its own for one locale's full catalog: for words that follow a
 * document's language rather than the interface's (a legal text's contents, print button and
 * tab title). The interface's instance is left as it is.
 */
export function i18nFor(locale: Locale): Promise<I18n> {
  let made = others.get(locale);
  if (!made) {
    made = loadFull(locale).then((messages) =>
      setupI18n({ locale, locales: [LOCALE_BCP47[locale]], messages: { [locale]: messages } }),
    );
    made.catch(() => others.delete(locale));
    others.set(locale, made);
  }
  return made;
}

// A string rendered before its catalog arrived shows as an id: say so where it can be seen.
i18n.on('missing', ({ locale, id }) => console.warn(`Missing translation (${locale}): ${id}`));

export { i18n };
