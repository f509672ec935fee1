// Every screen fits the phone in the first six of the 11 languages (support/layout-fit.ts; the
// other five in layout-fit-rest.test.ts): two files, so that the test run can schedule them
// apart.
import { LOCALES } from '../../src/lib/contract/locales';
import { describeLayoutFit } from './support/layout-fit';

describeLayoutFit(LOCALES.slice(0, 6));
