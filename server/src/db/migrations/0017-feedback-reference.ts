// Feedback gets a short reference the visitor can read out (issue 16): unique, so that it
// finds the one message. Messages stored before get one too.
import { sql, type Kysely } from 'kysely';
import { newFeedbackReference } from '@contract/feedback-reference';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feedback').addColumn('reference', 'text').execute();
  const rows = await sql<{ id: string }>`select id from feedback`.execute(db);
  const taken = new Set<string>();
  for (const { id } of rows.rows) {
    let reference = newFeedbackReference();
    while (taken.has(reference)) reference = newFeedbackReference();
    taken.add(reference);
    await sql`update feedback set reference = ${reference} where id = ${id}`.execute(db);
  }
  await db.schema
    .alterTable('feedback')
    .alterColumn('reference', (c) => c.setNotNull())
    .execute();
  await db.schema.createIndex('feedback_reference_idx').on('feedback').column('reference').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('feedback_reference_idx').execute();
  await db.schema.alterTable('feedback').dropColumn('reference').execute();
}
