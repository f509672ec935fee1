// clientType of /chatInteract (spec point 2): '0' plain web, '1' app wrapper, '2' mini-program
// (the default when absent or unknown).
export type ClientType = '0' | '1' | '2';

export function parseClientType(value: string | undefined): ClientType {
  return value === '0' || value === '1' || value === '2' ? value : '2';
}

export interface ClientFeatures {
  /** The text input: web and mini-program; the app wrapper sends questions itself (interactMsg). */
  input: boolean;
  /** The back icon to the mini-program's home tab. */
  backToHome: boolean;
  /** Copy and share: hidden in the mini-program. */
  copyShare: boolean;
}

export function clientFeatures(type: ClientType): ClientFeatures {
  return { input: type !== '1', backToHome: type === '2', copyShare: type !== '2' };
}
