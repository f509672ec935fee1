// The response shape of every API call (spec point 7): {success, data, message, errorCode}.
import { z } from 'zod';

export const apiResponse = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    data: data.nullable(),
    message: z.string().nullable(),
    errorCode: z.string().nullable(),
  });

export interface ApiResponse<T> {
  success: boolean;
  data: T | null;
  message: string | null;
  errorCode: string | null;
}

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

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
