// The sources of an answer as the chat shows them: a line of markdown links to the place and
// point pages, after the answer (the event stream carries text only). Relative links: the chat
// opens a link to its own origin in place.
import type { Locale } from '@contract/locales';
import type { AssistantSource } from '@assistant/types';

const LABEL: Record<Locale, string> = {
  cn: '来源：',
  'zh-Hant': '來源：',
  en: 'Sources: ',
  fr: 'Sources : ',
  ru: 'Источники: ',
  vi: 'Nguồn: ',
  th: 'แหล่งที่มา: ',
  ja: '出典：',
  ko: '출처: ',
  ms: 'Sumber: ',
  de: 'Quellen: ',
};

/** The app's page of a source. */
export function sourcePath(source: AssistantSource): string {
  const id = encodeURIComponent(source.id);
  if (source.kind === 'point') return `/pointDetail?id=${id}`;
  return source.placeKind === 'museum' ? `/museumDetail?id=${id}` : `/poiDetail?id=${id}`;
}

// A title in link text: brackets and backslashes would end or break the link.
const linkText = (title: string) => title.replace(/[\\[\]]/g, (c) => `\\${c}`);

/** `\n\nSources: [Place](/poiDetail?id=…) · [Point](/pointDetail?id=…)`, or '' without sources. */
export function sourceLinks(sources: AssistantSource[], lang: Locale): string {
  if (sources.length === 0) return '';
  return `\n\n${LABEL[lang]}${sources.map((s) => `[${linkText(s.title)}](${sourcePath(s)})`).join(' · ')}`;
}
