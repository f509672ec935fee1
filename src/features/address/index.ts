// A member's postal address (issue 17, spec point 3): the screen loads with its route, so the
// contract's zod schema and the province data stay out of the main bundle.
import { lazyRouteComponent } from '@tanstack/react-router';

export const AddressPage = lazyRouteComponent(() => import('./components/address-page'), 'AddressPage');
