// HAProxy from Debian's packages in front of the instances: deploy/haproxy.cfg with its bind
// and server lines replaced (the lines after the `# start:cluster bind` and `# start:cluster
// servers` markers), run in the foreground (-db) until stopped.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitForOk } from './ports';

export const HAPROXY_CONFIG = join(import.meta.dirname, '..', '..', 'deploy', 'haproxy.cfg');

/** The haproxy binary (PATH, else Debian's /usr/sbin/haproxy), or null when it is not installed. */
export function findHaproxy(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  return existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : null;
}

export interface Backend {
  name: string;
  /** host:port */
  address: string;
}

/** deploy/haproxy.cfg with this bind address and these servers. */
export function haproxyConfig(
  bind: string,
  servers: Backend[],
  template = readFileSync(HAPROXY_CONFIG, 'utf8'),
): string {
  const lines = template.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    out.push(line);
    const indent = /^\s*/.exec(line)![0];
    if (line.trim() === '# start:cluster bind') {
      out.push(`${indent}bind ${bind}`);
      i++;
    } else if (line.trim() === '# start:cluster servers') {
      for (const s of servers) out.push(`${indent}server ${s.name} ${s.address} check`);
      while (lines[i + 1]?.trim().startsWith('server ')) i++;
    }
  }
  return out.join('\n');
}

export interface RunningHaproxy {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function startHaproxy(port: number, servers: Backend[]): Promise<RunningHaproxy> {
  const binary = findHaproxy();
  if (!binary)
    throw new Error(
      'haproxy is not installed (Debian: apt-get install haproxy; see scripts/install-system-packages.sh)',
    );
  const dir = mkdtempSync(join(tmpdir(), 'guide-haproxy-'));
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(`127.0.0.1:${port}`, servers));
  const child = spawn(binary, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited: string | null = null;
  child.once('exit', (code) => (exited = `haproxy exited with ${code}:\n${output}`));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!exited) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForOk(`${url}/api/health`, 15_000, () => exited);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, child, stop };
}
