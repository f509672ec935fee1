import type { SchemeProvider } from '../../providers/mini-program/scheme-provider';
import { createRouter } from '../../lib/create-app';
import { miniProgramHandlers } from './mini-program.handlers';
import * as routes from './mini-program.routes';

export function createMiniProgramRouter(schemes: SchemeProvider) {
  return createRouter().openapi(routes.generateScheme, miniProgramHandlers(schemes).generateScheme);
}
