// Entry point: `node --import tsx server/src/index.ts`. Starts the server from the
// environment and shuts it down gracefully on SIGINT / SIGTERM.
import { startServer, type RunningServer } from './start-server';

let server: RunningServer;
try {
  server = await startServer();
} catch (err) {
  console.error(`Server failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}

let stopping = false;
function shutdown(signal: NodeJS.Signals): void {
  if (stopping) {
    server.logger.warn({ signal }, 'second signal: exiting now');
    process.exit(1);
  }
  stopping = true;
  server.logger.info({ signal }, 'shutting down');
  server.close().then(
    () => process.exit(0),
    (err: unknown) => {
      server.logger.error({ err }, 'shutdown failed');
      process.exit(1);
    },
  );
}

process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
