// What a stopped download tells the visitor: what happened and what to do next.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { formatBytes } from '@/lib/format';
import type { Locale } from '@contract';
import type { DownloadFailure } from '../types';

export function failureMessage(failure: DownloadFailure | null, lang: Locale): MessageDescriptor {
  switch (failure?.reason) {
    case 'quota': {
      const size = formatBytes(failure.neededBytes, lang);
      return msg`Not enough storage: ${size} more is needed. Free up space or delete other downloads.`;
    }
    case 'network':
      return msg`The connection dropped. The download resumes when you are back online.`;
    case 'verify':
      return msg`A downloaded file was damaged. Try again.`;
    default:
      return msg`The server could not send this place. Try again later.`;
  }
}
