// The response shape of every API call (spec point 7): {success, data, message, errorCode}.

export interface ApiResponse<T> {
  success: boolean;
  data: T | null;
  message: string | null;
  errorCode: string | null;
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Gateway path and the service prefixes of spec point 7. */
export const GATEWAY = '/api';
export const PREFIX = {
  mob: '/mob-server/open-api',
  community: '/community-server',
  base: '/base-server',
  miniH5: '/mini-h5',
  open: '/open-api',
} as const;
