// `npm run start:cluster [-- --instances=N]`: the built server as N instances (default 2) on
// one PostgreSQL behind HAProxy on this machine, the balancer on PORT (8080). Without
// DATABASE_URL a throwaway PostgreSQL is started and removed on exit. Ctrl-C stops it all.
// What it maps to on several machines: README.md (Several instances).
import { startCluster } from './cluster';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const instances = Number(arg('instances') ?? process.env.CLUSTER_INSTANCES ?? 2);
const port = Number(arg('port') ?? process.env.PORT ?? 8080);
if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
  console.error('--instances must be a whole number from 1 to 16');
  process.exit(2);
}
const firstPort = Number(arg('first-port') ?? port + 1);

const cluster = await startCluster({
  instances,
  port,
  instancePorts: Array.from({ length: instances }, (_, i) => firstPort + i),
  databaseUrl: process.env.DATABASE_URL || undefined,
  from: 'built',
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  echo: (name, text) => {
    for (const line of text.split('\n')) if (line) process.stdout.write(`[${name}] ${line}\n`);
  },
}).catch((err: unknown) => {
  console.error(`The cluster did not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});

console.log(
  `${instances} instance(s) behind HAProxy on ${cluster.url} (${cluster.instances.map((i) => i.url).join(', ')}); ` +
    `database ${process.env.DATABASE_URL ? 'DATABASE_URL' : `${cluster.databaseUrl} (throwaway)`}. Ctrl-C stops.`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    void cluster.stop().then(() => process.exit(0));
  });
}
