import { SpeechUnavailableError, type SpeechProvider } from '../../providers/speech/speech-provider';
import { ERROR_CODES } from '../../lib/error-codes';
import { ApiError, ok } from '../../lib/respond';
import type { AppRouteHandler } from '../../lib/types';
import type { RecognizeRoute } from './speech.routes';

export function speechHandlers(provider: SpeechProvider) {
  const recognize: AppRouteHandler<RecognizeRoute> = async (c) => {
    try {
      return c.json(ok(await provider.recognize(c.req.raw)), 200);
    } catch (error) {
      if (error instanceof SpeechUnavailableError)
        throw new ApiError(503, ERROR_CODES.speechUnavailable, error.message);
      throw error;
    }
  };
  return { recognize };
}
