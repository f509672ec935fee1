// SMS code brute force: the real server (embedded database) sends a code to one number, then
// 1,000 wrong-code logins are fired at once with the right code in the middle of them. The
// server may evaluate only 5 wrong codes (SMS_MAX_WRONG_TRIES); everything after is refused,
// the right code too once 5 wrong ones were counted. "Successes beyond the limit" counts
// wrong codes evaluated past 5, more than one success, and a right code accepted after 5
// wrong ones: it must be 0. Run after `npm run build`.
import { MEMBER_ENDPOINTS, SMS_MAX_WRONG_TRIES } from '../src/lib/contract/member';
import { GATEWAY } from '../src/lib/contract/envelope';
import { ERROR_CODES } from '../server/src/lib/error-codes';
import { startAppServer } from '../tests/browser/support/app-server';
import { smsCodeFromLogs } from '../tests/browser/support/member-login';

const ATTEMPTS = Number(process.argv[2] ?? 1000);
const MOBILE = '13912345678';

const server = await startAppServer({ LOG_LEVEL: 'info' });
try {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${server.baseUrl}${GATEWAY}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { success: boolean; errorCode: string | null };
  };
  const asked = await post(MEMBER_ENDPOINTS.smsCode, { mobile: MOBILE, purpose: 'login' });
  if (!asked.success) throw new Error(`sms-code refused: ${asked.errorCode}`);
  const code = await smsCodeFromLogs(server.logs, MOBILE);
  const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
  const middle = Math.floor(ATTEMPTS / 2);

  const started = performance.now();
  const replies = await Promise.all(
    Array.from({ length: ATTEMPTS + 1 }, (_, i) =>
      post(MEMBER_ENDPOINTS.login, { mobile: MOBILE, code: i === middle ? code : wrong(i), agreed: true }).then(
        (reply) => ({
          right: i === middle,
          reply,
        }),
      ),
    ),
  );
  const ms = performance.now() - started;

  const evaluatedWrong = replies.filter(
    ({ right, reply }) => !right && reply.errorCode === ERROR_CODES.smsCodeWrong,
  ).length;
  const refused = replies.filter(({ reply }) => reply.errorCode === ERROR_CODES.smsTooManyTries).length;
  const successes = replies.filter(({ reply }) => reply.success).length;
  const wrongAccepted = replies.filter(({ right, reply }) => !right && reply.success).length;
  const rightInStorm = replies.find(({ right }) => right)!.reply;
  // After the storm: if 5 wrong codes were counted, the right one must be refused now.
  const rightAfter = await post(MEMBER_ENDPOINTS.login, { mobile: MOBILE, code, agreed: true });
  const beyondLimit =
    Math.max(0, evaluatedWrong - SMS_MAX_WRONG_TRIES) +
    Math.max(0, successes - 1) +
    wrongAccepted +
    (rightAfter.success && evaluatedWrong >= SMS_MAX_WRONG_TRIES ? 1 : 0);

  console.log(
    `sms brute force: ${ATTEMPTS} parallel wrong codes + the right one in the middle against one number in ${ms.toFixed(0)} ms: ` +
      `${evaluatedWrong} wrong codes evaluated (limit ${SMS_MAX_WRONG_TRIES}), ${refused} refused as too many tries, ` +
      `right code in the storm: ${rightInStorm.success ? 'accepted (before the 5th wrong one)' : `refused (${rightInStorm.errorCode})`}, ` +
      `right code afterwards: ${rightAfter.success ? 'accepted' : `refused (${rightAfter.errorCode})`}; successes beyond the limit: ${beyondLimit}`,
  );
  if (beyondLimit > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
