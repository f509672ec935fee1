export { LegalPage } from './components/legal-page';
export type { LegalTextKey } from './lib/legal-texts';
export { legalRoutesFor, type LegalRoutes } from './lib/legal-routes';
