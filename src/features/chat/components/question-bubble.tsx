import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { splitQuestion } from '../lib/question-images';
import { ImageViewer } from './image-viewer';

export function QuestionBubble({ content }: { content: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<string | null>(null);
  const { text, images } = splitQuestion(content);
  return (
    <div className="chat-row chat-row-me">
      <div className="chat-bubble chat-bubble-me">
        {text ? <p className="chat-question-text">{text}</p> : null}
        {images.map((src, index) => (
          <button
            key={`${src}-${index}`}
            type="button"
            className="chat-question-image"
            onClick={() => setOpen(src)}
            aria-label={t`Open the image full screen`}
          >
            <img src={src} alt="" loading="lazy" />
          </button>
        ))}
      </div>
      {open ? <ImageViewer src={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
