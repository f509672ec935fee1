// Child processes of the chat benches: the server (one process, embedded database, the fake
// model as its LLM) and the fake OpenAI-compatible upstream. Each reports its URL over IPC;
// the server child answers 'mem' with its memory use after a full GC.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('./chat-child.ts', import.meta.url));

export interface Child {
  url: string;
  process: ChildProcess;
  memory(): Promise<NodeJS.MemoryUsage>;
  /** Server child: its event-loop delay since the last call, and its CPU time. */
  lag(): Promise<{ p99Ms: number; maxMs: number; cpu: NodeJS.CpuUsage }>;
  stop(): Promise<void>;
}

export function startChild(role: 'server' | 'fake', env: Record<string, string> = {}): Promise<Child> {
  const child = fork(CHILD, [role], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${role} child exited with ${code}`)));
    child.once('message', (message: { url: string }) => {
      resolve({
        url: message.url,
        process: child,
        memory: () =>
          new Promise((done) => {
            child.once('message', (m) => done(m as NodeJS.MemoryUsage));
            child.send('mem');
          }),
        lag: () =>
          new Promise((done) => {
            child.once('message', (m) => done(m as { p99Ms: number; maxMs: number; cpu: NodeJS.CpuUsage }));
            child.send('lag');
          }),
        stop: () =>
          new Promise((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
