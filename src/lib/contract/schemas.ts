// zod schemas of the wire contract, for the server (and tests). The app imports only the
// types (through index.ts) so that zod stays out of its bundle.
import { z } from 'zod';

import { ContentPoint, Museum, ScenicArea } from './catalog';

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

/** One place file of the content folder: content/places/scenic/<id>.json and museums/<id>.json. */
export const ScenicContentFile = z.object({ area: ScenicArea, points: z.array(ContentPoint) });
export const MuseumContentFile = z.object({ museum: Museum, exhibits: z.array(ContentPoint) });
