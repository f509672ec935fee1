// N instances of the server on one PostgreSQL behind HAProxy, on this machine (issue 22):
// what `npm run start:cluster`, the cluster tests and the cluster benches start. Without a
// database URL a throwaway PostgreSQL is started (and stopped with the cluster). Every instance
// gets its own data folder (as on its own machine), the same MEMBER_KEY_SECRET, and
// TRUSTED_PROXIES naming HAProxy's address.
import { randomBytes } from 'node:crypto';
import { startHaproxy, type RunningHaproxy } from './haproxy';
import { startInstance, type Instance, type InstanceOptions } from './instances';
import { freePort } from './ports';
import { startThrowawayPostgres, type ThrowawayPostgres } from './postgres';

export interface ClusterOptions {
  instances: number;
  /** The balancer's port (0: a free one); instances take free ports. */
  port?: number;
  /** Ports of the instances, in order (default: free ones). */
  instancePorts?: number[];
  databaseUrl?: string;
  from: InstanceOptions['from'];
  /** Environment of every instance (beside what the cluster sets). */
  env?: Record<string, string>;
  echo?: InstanceOptions['echo'];
}

export interface Cluster {
  /** The balancer. */
  url: string;
  databaseUrl: string;
  instances: Instance[];
  haproxy: RunningHaproxy;
  stop(): Promise<void>;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  let postgres: ThrowawayPostgres | null = null;
  const databaseUrl = options.databaseUrl ?? (postgres = await startThrowawayPostgres()).url;
  const env = {
    DATABASE_URL: databaseUrl,
    MEMBER_KEY_SECRET: process.env.MEMBER_KEY_SECRET || randomBytes(32).toString('hex'),
    TRUSTED_PROXIES: '127.0.0.1',
    ...options.env,
  };
  const instances: Instance[] = [];
  let haproxy: RunningHaproxy | null = null;
  const stop = async () => {
    await haproxy?.stop();
    await Promise.all(instances.map((i) => i.stop()));
    await postgres?.stop();
  };
  try {
    // The first instance migrates the database alone; the others start together.
    const ports = options.instancePorts ?? (await Promise.all(Array.from({ length: options.instances }, freePort)));
    const start = (i: number) =>
      startInstance({ name: `app${i + 1}`, port: ports[i]!, env, from: options.from, echo: options.echo });
    instances.push(await start(0));
    instances.push(...(await Promise.all(Array.from({ length: options.instances - 1 }, (_, i) => start(i + 1)))));
    const port = options.port || (await freePort());
    haproxy = await startHaproxy(
      port,
      instances.map((i) => ({ name: i.name, address: `127.0.0.1:${i.port}` })),
    );
    return { url: haproxy.url, databaseUrl, instances, haproxy, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
