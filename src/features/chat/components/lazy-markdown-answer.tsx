// The markdown renderer (react-markdown, remark-gfm: about 45 KB gzip) loads after the chat
// screen itself; until it has, an answer shows as plain text with its line breaks, and
// without the trailing whitespace markdown drops, so the swap does not change the text. When
// the renderer cannot load (the network lost before it came, and no worker to serve it), the
// plain text stays: the conversation goes on instead of the screen giving way to an error.
import { lazy, Suspense, type ComponentType } from 'react';

interface AnswerProps {
  text: string;
  onLink: (href: string) => void;
}

function PlainAnswer({ text }: AnswerProps) {
  return <div className="chat-markdown chat-plain">{text.trimEnd()}</div>;
}

const MarkdownAnswer = lazy<ComponentType<AnswerProps>>(() =>
  import('./markdown-answer').then(
    (module) => ({ default: module.MarkdownAnswer }),
    () => ({ default: PlainAnswer }),
  ),
);

export function LazyMarkdownAnswer(props: AnswerProps) {
  return (
    <Suspense fallback={<PlainAnswer {...props} />}>
      <MarkdownAnswer {...props} />
    </Suspense>
  );
}
