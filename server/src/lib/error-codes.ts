// Error codes the server puts in `errorCode`. The prefix names the service (spec point 7's
// prefixes: MOB = /mob-server, BAS = /base-server, GTW = the gateway itself); CTG0000000 is
// the generic 'system exception' code of spec point 8, which the app shows as such.
// badEnvelope is the contract's uniform answer to any unreadable encrypted request.
// MOB0000502: the plugged-in machine-translation provider failed (the app keeps the source text).
// CHT = the assistant (/open-api chat): a session already answering, an unknown answer to
// resume, too many questions, the language model failing.
// TRK = the tracking server (/nbs/tracking-server): a batch whose device signature does not
// verify, or whose timestamp is more than 24 hours away from the server clock.
import { BAD_ENVELOPE_CODE } from '@contract/crypto';
import { MINI_PROGRAM_UNAVAILABLE_CODE } from '@contract/mini-program';

export const ERROR_CODES = {
  validation: 'VAL0000400',
  badEnvelope: BAD_ENVELOPE_CODE,
  routeNotFound: 'GTW0000404',
  methodNotAllowed: 'GTW0000405',
  payloadTooLarge: 'GTW0000413',
  unsupportedMediaType: 'GTW0000415',
  catalogueNotFound: 'MOB0000404',
  // A place's media bundle asked for a content version the place no longer has.
  placeVersionChanged: 'MOB0000409',
  translationUnavailable: 'MOB0000502',
  dictNotFound: 'BAS0000404',
  trackingBadSignature: 'TRK0000401',
  trackingStaleTimestamp: 'TRK0000408',
  chatSessionBusy: 'CHT0000409',
  chatAnswerNotFound: 'CHT0000404',
  chatRateLimited: 'CHT0000429',
  chatUpstream: 'CHT0000502',
  speechUnavailable: 'CHT0000503',
  // Members (issue 7). MOB2230010 is the spec's re-login code (point 8).
  memberRelogin: 'MOB2230010',
  memberNotFound: 'MOB2230404',
  smsCodeWrong: 'MOB2230001',
  smsCodeExpired: 'MOB2230002',
  smsTooManyTries: 'MOB2230003',
  smsTooSoon: 'MOB2230429',
  smsDailyLimit: 'MOB2230430',
  // The SMS gateway failed: the code was not sent.
  smsUnavailable: 'MOB2230503',
  agreementRequired: 'MOB2230004',
  mobileTaken: 'MOB2230409',
  orderIllegalMove: 'MOB2240409',
  orderTargetNotLocked: 'MOB2240400',
  orderNotFound: 'MOB2240404',
  couponUnavailable: 'MOB2250409',
  couponNotFound: 'MOB2250404',
  paymentBadSignature: 'MOB2260401',
  paymentMismatch: 'MOB2260409',
  feedbackRateLimited: 'MOB2270429',
  // Uploads: a member's or an address's limit (members/upload-limits.ts).
  uploadLimit: 'MOB2280429',
  // Opening the mini-program (POST /applet/wx/generateScheme): the platform refused the page
  // or query, its limit was reached, it failed, or no mini-program is configured.
  miniProgramRefused: 'MOB2290400',
  miniProgramLimited: 'MOB2290429',
  miniProgramUpstream: 'MOB2290502',
  miniProgramUnavailable: MINI_PROGRAM_UNAVAILABLE_CODE,
  // The operators' endpoints (ADM): no bearer token (401), or not the admin token (403).
  adminUnauthorized: 'ADM0000401',
  adminForbidden: 'ADM0000403',
  system: 'CTG0000000',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const SYSTEM_ERROR_MESSAGE = 'System exception, please contact customer service';
