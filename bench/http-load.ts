// A small closed-loop HTTP load generator for benches: `concurrency` workers send the
// request built by `makeRequest` back to back for `durationMs`; reports rps and latency.
export interface LoadResult {
  requests: number;
  failures: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
}

export async function runLoad(
  makeRequest: () => { url: string; init: RequestInit },
  options: { concurrency: number; durationMs: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const { url, init } = makeRequest();
      const t0 = performance.now();
      try {
        const response = await fetch(url, init);
        await response.arrayBuffer();
        if (!response.ok) failures++;
      } catch {
        failures++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const elapsed = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return {
    requests: latencies.length,
    failures,
    rps: (latencies.length / elapsed) * 1000,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
  };
}
