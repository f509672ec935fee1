// The markdown renderer (react-markdown, remark-gfm: about 45 KB gzip) loads after the chat
// screen itself; until it has, an answer shows as plain text with its line breaks, and
// without the trailing whitespace markdown drops, so the swap does not change the text.
import { lazy, Suspense } from 'react';

const MarkdownAnswer = lazy(() => import('./markdown-answer').then((module) => ({ default: module.MarkdownAnswer })));

export function LazyMarkdownAnswer(props: { text: string; onLink: (href: string) => void }) {
  return (
    <Suspense fallback={<div className="chat-markdown chat-plain">{props.text.trimEnd()}</div>}>
      <MarkdownAnswer {...props} />
    </Suspense>
  );
}
