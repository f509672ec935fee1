// A member's uploaded files go with the account: the closure lists them before the member is
// deleted (the rows stay, without the member, for the per-address counts of the day) and
// removes the files once the closure committed.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema';

export async function uploadNamesOf(db: Kysely<Database>, memberId: string): Promise<string[]> {
  const rows = await db.selectFrom('uploads').select('name').where('member_id', '=', memberId).execute();
  return rows.map((row) => row.name);
}

export async function deleteUploadFiles(uploadsDir: string, names: string[], logger: Logger): Promise<void> {
  for (const name of names) {
    // Names were made by the upload route (32 hex digits and an extension): no path in them.
    await rm(join(uploadsDir, name), { force: true }).catch((err: unknown) =>
      logger.error({ err, name }, 'could not delete an upload'),
    );
  }
}
