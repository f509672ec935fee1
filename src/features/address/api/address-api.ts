// The member's postal address calls. Failures are shown in place by the form (no toast);
// a 401 keeps the request layer's re-login.
import { request } from '@/lib/api';
import { ADDRESS_ENDPOINTS, type PostalAddress } from '@contract/address';

const quiet = { errorToast: false } as const;

export const fetchAddress = () => request<PostalAddress | null>(ADDRESS_ENDPOINTS.get, quiet);

export const saveAddress = (address: PostalAddress) =>
  request<PostalAddress>(ADDRESS_ENDPOINTS.save, { method: 'POST', payload: { ...address }, ...quiet });

export const deleteAddress = () =>
  request<{ deleted: boolean }>(ADDRESS_ENDPOINTS.delete, { method: 'POST', ...quiet });
