// A stand-in for the assistant's API while its server is built on another branch: one
// origin that serves the chat endpoints of src/lib/contract/chat.ts itself (real streaming,
// real cuts of the connection, the Last-Event-ID header) and proxies everything else to the
// real app server, so the page, its service worker and its chunks are the real build.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatRecord } from '../../../src/lib/contract/chat';

export interface AnswerScript {
  chunks: string[];
  reasoning?: string[];
  /** Wait before each event, ms. */
  delayMs?: number;
  /** Destroy the connection after this many chunks (the first time only). */
  cutAfter?: number;
  /**
   * With cutAfter: cut only once this settles. A test settles it when the page shows the
   * chunks sent, so that the cut cannot overtake them on a slow machine (bytes still in
   * transit when a connection drops are lost, and the resume rightly starts earlier).
   */
  cutWhen?: Promise<void>;
  /** Keep the connection open after this many chunks, without 'end' (the first time only). */
  holdAfter?: number;
  /** A resume gets only the last event, as after the server's replay window (then the text comes from the history). */
  expiredOnResume?: boolean;
  /** Send an error event after this many chunks. */
  errorAfter?: number;
  /** End as the server ends an answer stopped elsewhere: after this many chunks, status 'stopped'. */
  stoppedAfter?: number;
}

export interface StandInCall {
  path: string;
  body: Record<string, string>;
  query: Record<string, string>;
  lastEventId: string | undefined;
  at: number;
}

export interface ChatStandIn {
  readonly url: string;
  readonly calls: StandInCall[];
  /** The script of the next answers (first in, first used); the default answers 'OK'. */
  readonly scripts: AnswerScript[];
  readonly records: Map<string, ChatRecord[]>;
  config: { greeting: string[]; questions: string[] };
  historyFails: boolean;
  /** 503 from the speech endpoint (no provider) unless a text is set. */
  speechText: string | null;
  /** Open streams closed by the client. */
  closedByClient: number;
  /** The calls of the answer stream (`/interact`), in order. */
  streamCalls(): StandInCall[];
  stop(): Promise<void>;
}

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
  });
}

const ok = (res: ServerResponse, data: unknown) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ success: true, data, message: null, errorCode: null }));
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startChatStandIn(appBaseUrl: string): Promise<ChatStandIn> {
  let sessions = 0;
  let answers = 0;
  const answerScripts = new Map<string, { script: AnswerScript; cutDone: boolean; holdDone: boolean }>();
  const state = {
    calls: [] as StandInCall[],
    scripts: [] as AnswerScript[],
    records: new Map<string, ChatRecord[]>(),
    config: {
      greeting: ['Hello from the stand-in guide'],
      questions: ['When does the park open?', 'Where can I park?'],
    },
    historyFails: false,
    speechText: null as string | null,
    closedByClient: 0,
  };

  async function stream(req: IncomingMessage, res: ServerResponse, query: Record<string, string>) {
    const sessionId = query.sessionId ?? '';
    const list = state.records.get(sessionId) ?? [];
    state.records.set(sessionId, list);
    const resumeId = (req.headers['last-event-id'] as string | undefined) ?? query.lastEventId;
    let answerId = query.answerId;
    let from = 0;
    if (resumeId && answerId) {
      if (!answerScripts.has(answerId)) {
        res.writeHead(404, { 'content-type': 'application/json' });
        return res.end(
          JSON.stringify({ success: false, data: null, message: 'unknown answer', errorCode: 'CHT0000404' }),
        );
      }
      from = Number(resumeId.split(':')[1] ?? 0) + 1;
    } else {
      answerId = `a${++answers}`;
      answerScripts.set(answerId, {
        script: state.scripts.shift() ?? { chunks: ['OK'] },
        cutDone: false,
        holdDone: false,
      });
      if (query.regenerate === '1') {
        if (list.at(-1)?.role === 'assistant') list.pop();
      } else
        list.push({
          id: `q${answers}`,
          sessionId,
          role: 'user',
          content: query.content ?? '',
          reasoning: null,
          status: 'complete',
          createdAt: Date.now(),
        });
      list.push({
        id: answerId,
        sessionId,
        role: 'assistant',
        content: '',
        reasoning: null,
        status: 'streaming',
        createdAt: Date.now(),
      });
    }
    const entry = answerScripts.get(answerId)!;
    const { script } = entry;
    const events: { event: string; data: unknown }[] = [
      { event: 'meta', data: { sessionId, answerId, questionId: `q${answers}` } },
      ...(script.reasoning ?? []).map((content) => ({ event: 'reasoning', data: { content, sessionId } })),
      ...script.chunks.map((content) => ({ event: 'message', data: { content, sessionId } })),
    ];
    const chunkStart = 1 + (script.reasoning?.length ?? 0);
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    let closed = false;
    res.on('close', () => {
      if (!res.writableFinished) {
        closed = true;
        state.closedByClient++;
      }
    });
    const record = list.find((r) => r.id === answerId)!;
    // The answer's end as stored: whole, or cut short by a stop on the server's side.
    const ending = script.stoppedAfter === undefined ? 'complete' : 'stopped';
    const finish = (seq: number) => {
      record.content = script.chunks.slice(0, script.stoppedAfter).join('');
      record.reasoning = script.reasoning?.join('') ?? null;
      record.status = ending;
      res.write(
        `id: ${answerId}:${seq}\nevent: end\ndata: ${JSON.stringify({ sessionId, answerId, status: ending })}\n\n`,
      );
      res.end();
    };
    if (from > 0 && script.expiredOnResume) return finish(events.length);
    for (let seq = from; seq < events.length; seq++) {
      if (closed) return;
      if (script.delayMs) await sleep(script.delayMs);
      const chunksSent = seq - chunkStart;
      if (script.errorAfter !== undefined && chunksSent === script.errorAfter) {
        res.write(
          `id: ${answerId}:${seq}\nevent: error\ndata: ${JSON.stringify({ sessionId, code: 'CHT0000500', message: 'model failed' })}\n\n`,
        );
        record.status = 'error';
        return res.end();
      }
      if (script.cutAfter !== undefined && chunksSent === script.cutAfter && !entry.cutDone) {
        entry.cutDone = true;
        if (script.cutWhen) await script.cutWhen;
        return res.destroy();
      }
      if (chunksSent === script.stoppedAfter) return finish(seq);
      if (script.holdAfter !== undefined && chunksSent === script.holdAfter && !entry.holdDone) {
        entry.holdDone = true;
        return; // open and silent until the client goes
      }
      const event = events[seq]!;
      res.write(`id: ${answerId}:${seq}\nevent: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
    }
    finish(events.length);
  }

  async function proxy(req: IncomingMessage, res: ServerResponse) {
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'accept-encoding'].includes(k)),
    ) as Record<string, string>;
    const upstream = await fetch(`${appBaseUrl}${req.url}`, { method: req.method, headers, body, redirect: 'manual' });
    const out: Record<string, string> = {};
    upstream.headers.forEach((value, key) => {
      if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(key)) out[key] = value;
    });
    res.writeHead(upstream.status, out);
    res.end(Buffer.from(await upstream.arrayBuffer()));
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    const handle = async () => {
      if (path === '/test-image.png') {
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end(PNG_1PX);
      }
      if (!path.startsWith('/api/open-api/')) return proxy(req, res);
      const query = Object.fromEntries(url.searchParams);
      const raw = req.method === 'POST' && !path.endsWith('/speech/recognize') ? await readBody(req) : '';
      const body = raw ? (JSON.parse(raw) as Record<string, string>) : {};
      state.calls.push({
        path,
        body,
        query,
        lastEventId: req.headers['last-event-id'] as string | undefined,
        at: Date.now(),
      });
      const name = path.slice('/api/open-api'.length);
      if (name === '/interact') return stream(req, res, query);
      if (name === '/add/session') return ok(res, { id: `s${++sessions}` });
      if (name === '/get-config-detail')
        return ok(res, {
          configKey: body.configKey,
          configValue: body.configKey === 'interact-default' ? state.config.greeting : state.config.questions,
        });
      if (name === '/list/records') {
        if (state.historyFails) {
          res.writeHead(500, { 'content-type': 'application/json' });
          return res.end(JSON.stringify({ success: false, data: null, message: 'boom', errorCode: 'X' }));
        }
        return ok(res, state.records.get(body.sessionId ?? '') ?? []);
      }
      if (name === '/remove/records') {
        const list = state.records.get(body.sessionId ?? '') ?? [];
        list.pop();
        return ok(res, { removed: 1 });
      }
      if (name === '/speech/recognize') {
        await readBody(req);
        if (state.speechText === null) {
          res.writeHead(503, { 'content-type': 'application/json' });
          return res.end(
            JSON.stringify({ success: false, data: null, message: 'no speech provider', errorCode: 'CHT0000503' }),
          );
        }
        return ok(res, { text: state.speechText });
      }
      return proxy(req, res);
    };
    handle().catch(() => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    streamCalls: () => state.calls.filter((c) => c.path.endsWith('/interact')),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
