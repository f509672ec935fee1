// The one pino logger of the process; requests get children carrying their request id.
import { pino, type Logger } from 'pino';
import type { LogLevel } from '../env';

export function createLogger(level: LogLevel): Logger {
  return pino({
    level,
    base: { service: 'scenic-guide-server' },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}
