// Copy and share of an answer: the app wrapper (clientType 1) does them when it gets the
// message; in a plain browser (clientType 0) the Clipboard API and the Web Share API do.
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { showToast } from '@/lib/toasts';
import { postToWrapper } from '../bridge/wrapper-bridge';
import type { ClientType } from '../lib/client-type';
import { markdownToPlainText } from '../lib/plain-text';

export function useAnswerActions(clientType: ClientType) {
  const { t } = useLingui();
  const canShare = clientType === '1' || (typeof navigator !== 'undefined' && typeof navigator.share === 'function');

  const copy = useCallback(
    (content: string) => {
      if (clientType === '1') return postToWrapper(clientType, { type: 'copy', content });
      navigator.clipboard
        ?.writeText(markdownToPlainText(content))
        .then(() => showToast('success', t`Copied`))
        .catch(() => undefined);
    },
    [clientType, t],
  );

  const share = useCallback(
    (content: string) => {
      if (clientType === '1') return postToWrapper(clientType, { type: 'share', content });
      navigator.share?.({ text: markdownToPlainText(content) }).catch(() => undefined);
    },
    [clientType],
  );

  return { copy, share, canShare };
}
