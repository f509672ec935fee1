// The embedded SMS provider writes each code to the server log (pino JSON lines:
// `{mobile, code, purpose}` 'sms code sent'). Server tests, browser tests and the benches
// read the codes back from there.
import type { SmsPurpose } from '../../../src/lib/contract/member';

interface SmsLogLine {
  msg?: string;
  mobile?: string;
  purpose?: string;
  code?: string;
}

/** The newest code the log text shows for this number and purpose, or null. */
export function newestSmsCode(logText: string, mobile: string, purpose: SmsPurpose = 'login'): string | null {
  const line = logText
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as SmsLogLine)
    .filter((l) => l.msg === 'sms code sent' && l.mobile === mobile && l.purpose === purpose && l.code)
    .at(-1);
  return line?.code ?? null;
}
