// Streams the export a page at a time: an export of any size holds one page in memory.
import { exportExchanges } from '../../chat/exchange-export';
import type { AppRouteHandler } from '../../lib/types';
import type * as routes from './admin.routes';

const TYPES = { csv: 'text/csv; charset=utf-8', json: 'application/json; charset=utf-8' } as const;

export const exportExchangesHandler: AppRouteHandler<typeof routes.exportExchanges> = (c) => {
  const { format, since, place } = c.req.valid('query');
  const chunks = exportExchanges(c.var.db, format, { since: since ? new Date(since) : null, placeId: place ?? null });
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  c.header('Content-Type', TYPES[format]);
  c.header('Content-Disposition', `attachment; filename="assistant-exchanges-${day}.${format}"`);
  c.header('Cache-Control', 'no-store');
  return c.body(body, 200);
};
