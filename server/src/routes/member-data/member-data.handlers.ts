import { clientAddress } from '../../lib/client-address';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, FEEDBACK_MAX_LENGTH } from '@contract/member';
import { listFavourites, setFavourite } from '../../db/queries/favourites';
import { storeFeedback } from '../../db/queries/feedback';
import { clearHistory, listHistory, recordHistory } from '../../db/queries/history';
import { sha256Hex } from '../../members/tokens';
import { ERROR_CODES } from '../../lib/error-codes';
import { ApiError, notFoundError, ok } from '../../lib/respond';
import type { AppRouteHandler } from '../../lib/types';
import type * as routes from './member-data.routes';
import { memberOf } from './member-of';

export const favouriteList: AppRouteHandler<typeof routes.favouriteList> = async (c) => {
  const { page, pageSize } = c.req.valid('query');
  return c.json(ok(await listFavourites(c.var.db, memberOf(c).memberId, { page, pageSize })), 200);
};

export const favouriteSet: AppRouteHandler<typeof routes.favouriteSet> = async (c) => {
  const { targetKind, targetId, favourite } = c.req.valid('json');
  const state = await setFavourite(c.var.db, memberOf(c).memberId, { targetKind, targetId }, favourite);
  if (!state)
    throw notFoundError(
      targetKind === 'point' ? 'Explanation point' : targetKind === 'scenic' ? 'Scenic area' : 'Museum',
      targetId,
    );
  return c.json(ok(state), 200);
};

export const historyList: AppRouteHandler<typeof routes.historyList> = async (c) => {
  const { page, pageSize } = c.req.valid('query');
  return c.json(ok(await listHistory(c.var.db, memberOf(c).memberId, { page, pageSize })), 200);
};

export const historyRecord: AppRouteHandler<typeof routes.historyRecord> = async (c) => {
  const { entries } = c.req.valid('json');
  return c.json(ok({ saved: await recordHistory(c.var.db, memberOf(c).memberId, entries) }), 200);
};

export const historyClear: AppRouteHandler<typeof routes.historyClear> = async (c) =>
  c.json(ok({ cleared: await clearHistory(c.var.db, memberOf(c).memberId) }), 200);

export const FEEDBACK_EMPTY_MESSAGE = 'Feedback content cannot be empty';
export const FEEDBACK_TOO_LONG_MESSAGE = `Feedback content must be at most ${FEEDBACK_MAX_LENGTH} characters`;
export const FEEDBACK_EMAIL_MESSAGE = 'Please enter a correct email address';

const invalid = (message: string) => new ApiError(400, ERROR_CODES.validation, message);
const Email = z.email().max(EMAIL_MAX_LENGTH);

export const feedback: AppRouteHandler<typeof routes.feedback> = async (c) => {
  const body = c.req.valid('json');
  const content = body.content.trim();
  if (!content) throw invalid(FEEDBACK_EMPTY_MESSAGE);
  if ([...content].length > FEEDBACK_MAX_LENGTH) throw invalid(FEEDBACK_TOO_LONG_MESSAGE);
  const email = body.email?.trim() || null;
  if (email !== null && !Email.safeParse(email).success) throw invalid(FEEDBACK_EMAIL_MESSAGE);

  const result = await storeFeedback(c.var.db, {
    clientId: body.clientId,
    memberId: c.var.member?.memberId ?? null,
    content,
    email,
    addressHash: sha256Hex(clientAddress(c)),
  });
  if ('limited' in result) {
    c.header('Retry-After', '3600');
    throw new ApiError(429, ERROR_CODES.feedbackRateLimited, 'Too many messages, please try again later');
  }
  // Logged so that operators (and the browser test) can follow a message without reading it.
  c.var.logger.info({ feedbackId: result.id, reference: result.reference, created: result.created }, 'feedback stored');
  return c.json(ok({ id: result.id, reference: result.reference }), 200);
};
