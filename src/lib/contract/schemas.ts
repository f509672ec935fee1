// zod schemas of the wire contract, for the server (and tests). The app imports only the
// types (through index.ts) so that zod stays out of its bundle.
import { z } from 'zod';

export * from './catalog';

export const apiResponse = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    data: data.nullable(),
    message: z.string().nullable(),
    errorCode: z.string().nullable(),
  });

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
