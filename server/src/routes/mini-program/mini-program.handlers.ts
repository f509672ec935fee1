import { SchemeError, type SchemeProvider } from '../../providers/mini-program/scheme-provider';
import { ERROR_CODES } from '../../lib/error-codes';
import { ApiError, ok } from '../../lib/respond';
import type { AppRouteHandler } from '../../lib/types';
import type { GenerateSchemeRoute } from './mini-program.routes';

const CODE_OF_STATUS = {
  400: ERROR_CODES.miniProgramRefused,
  429: ERROR_CODES.miniProgramLimited,
  502: ERROR_CODES.miniProgramUpstream,
  503: ERROR_CODES.miniProgramUnavailable,
} as const;

export function miniProgramHandlers(schemes: SchemeProvider) {
  const generateScheme: AppRouteHandler<GenerateSchemeRoute> = async (c) => {
    const ask = c.req.valid('json');
    try {
      return c.json(ok(await schemes.generate(ask)), 200);
    } catch (error) {
      if (!(error instanceof SchemeError)) throw error;
      if (error.status === 502) c.var.logger.warn({ reason: error.message }, 'mini-program scheme failed');
      throw new ApiError(error.status, CODE_OF_STATUS[error.status], error.message);
    }
  };
  return { generateScheme };
}
