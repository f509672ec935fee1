// What the visitor reads when the assistant cannot answer offline, in the interface's language:
// nothing is downloaded, or the question is about a place that is not. Each says what to do next
// and links to where it is done (the links open offline: the app shell is in the worker's cache).
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { sourceHref } from '@/lib/assistant';
import type { Locale } from '@contract';
import type { PlaceRef } from './offline-answerer';

const link = (text: string, href: string) => `[${text.replace(/[[\]]/g, ' ')}](${href})`;

export function nothingDownloadedNotice(): string {
  const text = i18n._(
    msg`You are offline. The assistant needs the network, or a place downloaded beforehand: it then answers about that place with no signal.`,
  );
  return `${text}\n\n${link(i18n._(msg`Go to Downloads`), '/downloads')}`;
}

export function notDownloadedNotice(place: PlaceRef, lang: Locale): string {
  const name = place.name[lang] ?? place.name.en ?? place.name.cn ?? place.id;
  const text = i18n._(
    msg`You are offline, and ${name} is not downloaded: offline, the assistant answers only about downloaded places. Download it once you are back online.`,
  );
  const href = sourceHref({ kind: 'place', id: place.id, placeId: place.id, placeKind: place.kind, title: name });
  return `${text}\n\n${link(i18n._(msg`Open ${name}`), href)}`;
}
