// Press to talk, release to send, move up to cancel (spec points 1 and 4). The Web Speech
// API (in the chosen language) where the browser has it; otherwise MediaRecorder and the
// server's speech endpoint; 'unavailable' when neither works (no provider: 503).
import { useCallback, useRef, useState } from 'react';
import { LOCALE_BCP47, type Locale } from '@contract/locales';
import { speechToText } from '../api/speech-to-text';

export type VoiceState = 'idle' | 'listening' | 'cancelling' | 'recognizing' | 'unavailable';

/** Moving the finger this far up while talking cancels. */
export const CANCEL_DISTANCE_PX = 60;

interface RecognitionLike {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type RecognitionConstructor = new () => RecognitionLike;

function recognitionClass(): RecognitionConstructor | null {
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

const canRecord = () => typeof MediaRecorder !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

export function useVoiceInput(lang: Locale, onText: (text: string) => void) {
  const [state, setState] = useState<VoiceState>(() => (recognitionClass() || canRecord() ? 'idle' : 'unavailable'));
  const session = useRef<{ cancel: boolean; startY: number; finish: (send: boolean) => void } | null>(null);

  const startWebSpeech = (Recognition: RecognitionConstructor) => {
    const recognition = new Recognition();
    recognition.lang = LOCALE_BCP47[lang];
    recognition.interimResults = false;
    recognition.continuous = true;
    let transcript = '';
    let send = false;
    recognition.onresult = (event) => {
      transcript = Array.from(event.results, (result) => result[0]?.transcript ?? '').join('');
    };
    recognition.onend = () => {
      setState((s) => (s === 'unavailable' ? s : 'idle'));
      if (send && transcript.trim()) onText(transcript.trim());
    };
    recognition.onerror = () => setState('idle');
    recognition.start();
    return (doSend: boolean) => {
      send = doSend;
      if (doSend) recognition.stop();
      else recognition.abort();
    };
  };

  const startRecording = async () => {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    const recorder = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    let send = false;
    recorder.ondataavailable = (event) => chunks.push(event.data);
    recorder.onstop = async () => {
      stream.getTracks().forEach((track) => track.stop());
      if (!send) return setState('idle');
      setState('recognizing');
      const result = await speechToText(new Blob(chunks, { type: recorder.mimeType }), lang);
      if ('unavailable' in result) return setState('unavailable');
      setState('idle');
      if ('text' in result && result.text.trim()) onText(result.text.trim());
    };
    recorder.start();
    return (doSend: boolean) => {
      send = doSend;
      recorder.stop();
    };
  };

  const press = useCallback(
    async (y: number) => {
      if (state !== 'idle') return;
      setState('listening');
      const current = { cancel: false, startY: y, finish: (_send: boolean) => undefined as void };
      session.current = current;
      try {
        const Recognition = recognitionClass();
        current.finish = Recognition ? startWebSpeech(Recognition) : await startRecording();
      } catch {
        session.current = null;
        setState(recognitionClass() ? 'idle' : 'unavailable');
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state, lang],
  );

  const move = useCallback((y: number) => {
    const current = session.current;
    if (!current) return;
    current.cancel = current.startY - y > CANCEL_DISTANCE_PX;
    setState(current.cancel ? 'cancelling' : 'listening');
  }, []);

  const release = useCallback(() => {
    const current = session.current;
    session.current = null;
    if (!current) return;
    current.finish(!current.cancel);
    if (current.cancel) setState('idle');
  }, []);

  return { state, press, move, release };
}
