import type { Translator } from '../../translation/translator';
import { createRouter } from '../../lib/create-app';
import { translationHandlers } from './translation.handlers';
import * as routes from './translation.routes';

export function createTranslationRouter(translator: Translator) {
  return createRouter().openapi(routes.translate, translationHandlers(translator).translate);
}
