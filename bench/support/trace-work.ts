// Reads a Chromium performance trace (with the V8 sampling profiler on) and tells where the
// renderer's main thread spent its time: its top-level tasks, and inside each the functions the
// profiler caught running (self time), with their script.
//
// Lighthouse's mobile figures are simulated from a trace like this one: each main-thread task's
// duration multiplied by the CPU slowdown (4×), and the part over 50 ms of every such task
// counted as blocking. `blockingAt` applies the same rule, so a trace taken unthrottled on a
// quiet machine predicts Lighthouse's total blocking time.

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown> & { data?: Record<string, unknown>; name?: string };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

export interface Task {
  /** Milliseconds after the navigation started. */
  start: number;
  duration: number;
  /** The thread's CPU time in the task: less disturbed than `duration` by other work on the machine. */
  cpu: number;
  /** The task's main activity: the script it evaluated or called into, or the rendering step. */
  kind: string;
  /** Self time by function while the task ran, largest first (ms). */
  functions: Array<{ name: string; ms: number }>;
  /** Time by function with what it called (inclusive), largest first (ms). */
  callers: Array<{ name: string; ms: number }>;
}

export interface TraceWork {
  tasks: Task[];
  /** Self time by script (or a profiler category such as (garbage collector)), whole trace. */
  byScript: Map<string, number>;
}

const short = (url: string) => (url ? (url.split('/').pop() ?? url).replace(/\?.*$/, '') : '');

/**
 * Blocking time Lighthouse would simulate for these tasks at `slowdown`× CPU (ms), from their
 * wall-clock durations, or from their CPU time (`cpu`), which a loaded machine inflates less.
 */
export function blockingAt(tasks: Task[], slowdown = 4, from = 0, cpu = false): number {
  return tasks
    .filter((t) => t.start >= from)
    .reduce((sum, t) => sum + Math.max(0, (cpu ? t.cpu : t.duration) * slowdown - 50), 0);
}

function mainThread(events: TraceEvent[], origin: string): { pid: number; tid: number; navigationStart: number } {
  // The renderer that navigated to the page's origin (another may have drawn the blank tab).
  const navigated = new Set(
    events
      .filter((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith(origin))
      .map((e) => e.pid),
  );
  const candidates = events.filter(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && navigated.has(e.pid),
  );
  let best: { pid: number; tid: number; busy: number } | null = null;
  for (const thread of candidates) {
    const busy = events
      .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask' && e.ph === 'X')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
    if (!best || busy > best.busy) best = { pid: thread.pid, tid: thread.tid, busy };
  }
  if (!best) throw new Error('trace: no renderer main thread');
  const starts = events.filter(
    (e) =>
      e.name === 'navigationStart' &&
      e.pid === best.pid &&
      String(e.args?.data?.documentLoaderURL ?? '').startsWith(origin),
  );
  const navigationStart = starts.at(-1)?.ts ?? 0;
  return { pid: best.pid, tid: best.tid, navigationStart };
}

/** Samples of the main thread's profile as [time µs, leaf node, nodes]. */
function samples(events: TraceEvent[], pid: number) {
  const nodes = new Map<number, ProfileNode>();
  const points: Array<{ ts: number; node: number }> = [];
  const profiles = new Map<string, number>();
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile' && e.id) profiles.set(e.id, (e.args?.data?.startTime as number) ?? e.ts);
  }
  // The profile with the most samples is the main thread's.
  const byId = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.pid === pid && e.name === 'ProfileChunk' && e.id) byId.set(e.id, [...(byId.get(e.id) ?? []), e]);
  }
  const [id, chunks] = [...byId].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  if (!id || !chunks) return { nodes, points };
  let ts = profiles.get(id) ?? 0;
  for (const chunk of chunks) {
    const data = chunk.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    ids.forEach((node, index) => {
      ts += data.timeDeltas?.[index] ?? 0;
      points.push({ ts, node });
    });
  }
  return { nodes, points };
}

function kindOf(inside: TraceEvent[]): string {
  const script = inside.find(
    (e) => e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule' || e.name === 'FunctionCall',
  );
  const layout = inside
    .filter((e) => e.name === 'Layout' || e.name === 'UpdateLayoutTree')
    .reduce((s, e) => s + (e.dur ?? 0), 0);
  const data = script?.args?.data as { url?: string; functionName?: string; fileName?: string } | undefined;
  const url = short(data?.url ?? data?.fileName ?? '');
  const parts = [script ? `${script.name}${url ? ` ${url}` : ''}` : (inside[0]?.name ?? 'task')];
  if (layout > 2000) parts.push(`style+layout ${(layout / 1000).toFixed(1)} ms`);
  return parts.join(', ');
}

/** Tasks of at least `minTaskMs` on the page's main thread, and where the time went. */
export function analyseTrace(events: TraceEvent[], origin: string, minTaskMs = 10): TraceWork {
  const { pid, tid, navigationStart } = mainThread(events, origin);
  const thread = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const { nodes, points } = samples(events, pid);
  const byScript = new Map<string, number>();
  const selfAt = (index: number) =>
    Math.min(((points[index + 1]?.ts ?? points[index]!.ts) - points[index]!.ts) / 1000, 10);
  const labelOf = (nodeId: number) => {
    const frame = nodes.get(nodeId)?.callFrame;
    if (!frame) return { name: '(unknown)', script: '(unknown)' };
    const script = frame.url ? short(frame.url) : frame.functionName;
    return { name: `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber + 1}`, script };
  };
  points.forEach((point, index) => {
    if (point.ts < navigationStart) return;
    const { script } = labelOf(point.node);
    if (script === '(idle)' || script === '(root)') return;
    byScript.set(script, (byScript.get(script) ?? 0) + selfAt(index));
  });

  const tasks: Task[] = [];
  let lastEnd = 0;
  for (const event of thread) {
    if (event.name !== 'RunTask' || event.ts < navigationStart || event.ts < lastEnd) continue;
    const end = event.ts + (event.dur ?? 0);
    lastEnd = end;
    if ((event.dur ?? 0) / 1000 < minTaskMs) continue;
    const inside = thread.filter((e) => e !== event && e.ts >= event.ts && e.ts < end);
    const functions = new Map<string, number>();
    const callers = new Map<string, number>();
    points.forEach((point, index) => {
      if (point.ts < event.ts || point.ts >= end) return;
      const { name } = labelOf(point.node);
      functions.set(name, (functions.get(name) ?? 0) + selfAt(index));
      const seen = new Set<string>();
      for (let node = nodes.get(point.node); node; node = node.parent ? nodes.get(node.parent) : undefined) {
        if (!node.callFrame.url) continue;
        const label = labelOf(node.id).name;
        if (!seen.has(label)) callers.set(label, (callers.get(label) ?? 0) + selfAt(index));
        seen.add(label);
      }
    });
    tasks.push({
      start: (event.ts - navigationStart) / 1000,
      duration: (event.dur ?? 0) / 1000,
      cpu: (event.tdur ?? event.dur ?? 0) / 1000,
      kind: kindOf(inside),
      functions: [...functions]
        .map(([name, ms]) => ({ name, ms }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 6),
      callers: [...callers]
        .map(([name, ms]) => ({ name, ms }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 14),
    });
  }
  return { tasks, byScript };
}

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  '__metadata',
];
