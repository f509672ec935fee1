// Speech to text for voice input in browsers without the Web Speech API (contract:
// CHAT_ENDPOINTS.speechToText, multipart field `audio` + `lang`). No speech provider ships
// with the server: the embedded one refuses every request before its body is read, so the
// route answers 503 CHT0000503 and the app's voice button says that voice input is
// unavailable (issue 6). A real provider implements SpeechProvider and is given to createApp.

export interface SpeechProvider {
  readonly name: string;
  /** The text of the request's recording; a SpeechUnavailableError when it cannot give one. */
  recognize(request: Request): Promise<{ text: string }>;
}

/** The provider cannot recognise speech now (or at all): the route answers 503. */
export class SpeechUnavailableError extends Error {
  override name = 'SpeechUnavailableError';
}

export function createNoSpeechProvider(): SpeechProvider {
  return {
    name: 'none',
    recognize: () =>
      Promise.reject(new SpeechUnavailableError('Voice input is unavailable: no speech provider is configured')),
  };
}
