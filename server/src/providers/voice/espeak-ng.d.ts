// The part of @echogarden/espeak-ng-emscripten (an Emscripten build with WebIDL bindings and
// no type declarations) that the embedded voice provider uses.
declare module '@echogarden/espeak-ng-emscripten' {
  export interface EspeakVoiceEntry {
    name: string;
    identifier: string;
    languages: { priority: number; name: string }[];
  }
  export interface ESpeakNGWorker {
    readonly samplerate: number;
    list_voices(): EspeakVoiceEntry[];
    /** 0 when the voice was found. */
    set_voice(name: string, language: string): number;
    set_rate(wordsPerMinute: number): void;
    /** Calls back with 16-bit mono PCM chunks; return 0 to go on. */
    synthesize(text: string, callback: (samples: Int16Array | null, events: unknown[]) => number): void;
    synthesize_ipa(text: string): { code: number; ipa: string };
  }
  export interface EspeakModule {
    eSpeakNGWorker: new () => ESpeakNGWorker;
  }
  export default function init(options?: {
    print?: (message: string) => void;
    printErr?: (message: string) => void;
  }): Promise<EspeakModule>;
}
