import type { SpeechProvider } from '../../providers/speech/speech-provider';
import { createRouter } from '../../lib/create-app';
import { speechHandlers } from './speech.handlers';
import * as routes from './speech.routes';

export function createSpeechRouter(provider: SpeechProvider) {
  return createRouter().openapi(routes.recognize, speechHandlers(provider).recognize);
}
