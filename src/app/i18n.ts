// Lingui set-up: the default locale (cn) is bundled, the others load on demand, one chunk
// per locale. The stored code stays `cn` (spec); Intl and plurals get its BCP 47 tag.
import { i18n, type Messages } from '@lingui/core';
import { messages as cnMessages } from '../../locales/cn/messages.po';
import { DEFAULT_LOCALE, LOCALE_BCP47, type Locale } from '../lib/contract';

const loaders = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po');

async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === DEFAULT_LOCALE) return cnMessages;
  const loader = loaders[`../../locales/${locale}/messages.po`];
  if (!loader) throw new Error(`No catalog for locale ${locale}`);
  return (await loader()).messages;
}

export async function activateLocale(locale: Locale): Promise<void> {
  let messages: Messages;
  try {
    messages = await loadMessages(locale);
  } catch {
    // Offline without that chunk cached: keep the interface usable in the default locale.
    if (i18n.locale) return;
    locale = DEFAULT_LOCALE;
    messages = cnMessages;
  }
  i18n.loadAndActivate({ locale, locales: [LOCALE_BCP47[locale]], messages });
  document.documentElement.lang = LOCALE_BCP47[locale];
}

export { i18n };
