import { createRoute, z } from '@hono/zod-openapi';
import { MEMBER_ENDPOINTS } from '@contract/member';
import { errorResponse, errorResponses, jsonContent, okResponse, PageParams, pageResponse } from '../../lib/schemas';
import { BearerHeader, TargetId, TargetKind, unauthorizedResponse } from './member-data.schemas';

export const HISTORY_BATCH_MAX = 50;

export const HistoryEntrySchema = z
  .object({
    targetKind: TargetKind,
    targetId: TargetId,
    viewedAt: z.iso.datetime({ offset: true }).openapi({ example: '2026-05-01T08:30:00.000Z' }),
  })
  .openapi('HistoryEntry');

export const historyList = createRoute({
  method: 'get',
  path: MEMBER_ENDPOINTS.historyList,
  tags: ['member'],
  summary: "The member's browsing history, most recent first",
  request: { headers: BearerHeader(true), query: z.object(PageParams) },
  responses: { 200: pageResponse(HistoryEntrySchema, 'One page of the history'), ...unauthorizedResponse, ...errorResponses },
});

export const HistoryRecordBody = z.object({ entries: z.array(HistoryEntrySchema).min(1).max(HISTORY_BATCH_MAX) });

export const historyRecord = createRoute({
  method: 'post',
  path: MEMBER_ENDPOINTS.historyRecord,
  tags: ['member'],
  summary: 'Records viewings (idempotent: the latest time is kept; unknown targets are skipped; future times count as now)',
  request: { headers: BearerHeader(true), body: { ...jsonContent(HistoryRecordBody, '1 to 50 viewings'), required: true } },
  responses: {
    200: okResponse(z.object({ saved: z.number().int().nonnegative() }).openapi('HistorySaved'), 'How many named a catalogue target'),
    ...unauthorizedResponse,
    ...errorResponses,
    413: errorResponse('Body larger than 1 MB (errorCode GTW0000413)'),
  },
});

export const historyClear = createRoute({
  method: 'post',
  path: MEMBER_ENDPOINTS.historyClear,
  tags: ['member'],
  summary: "Clears the member's browsing history",
  request: { headers: BearerHeader(true) },
  responses: {
    200: okResponse(z.object({ cleared: z.number().int().nonnegative() }).openapi('HistoryCleared'), 'How many entries were removed'),
    ...unauthorizedResponse,
    ...errorResponses,
  },
});
