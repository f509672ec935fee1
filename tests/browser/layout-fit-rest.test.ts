// Every screen fits the phone in the languages after the first six (support/layout-fit.ts; the
// first six in layout-fit-first.test.ts).
import { LOCALES } from '../../src/lib/contract/locales';
import { describeLayoutFit } from './support/layout-fit';

describeLayoutFit(LOCALES.slice(6));
