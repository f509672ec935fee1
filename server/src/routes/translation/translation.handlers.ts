import { ProviderError } from '../../providers/translation/provider';
import type { Translator } from '../../translation/translator';
import { ERROR_CODES } from '../../lib/error-codes';
import { ApiError, ok } from '../../lib/respond';
import type { AppRouteHandler } from '../../lib/types';
import type { TranslateRoute } from './translation.routes';

export function translationHandlers(translator: Translator) {
  const translate: AppRouteHandler<TranslateRoute> = async (c) => {
    const { from, to, texts } = c.req.valid('json');
    try {
      return c.json(ok(await translator.translate(texts, from, to)), 200);
    } catch (error) {
      if (error instanceof ProviderError) throw new ApiError(502, ERROR_CODES.translationUnavailable, error.message);
      throw error;
    }
  };
  return { translate };
}
