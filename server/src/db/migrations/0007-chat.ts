// The assistant's sessions and records (spec points 3 and 7), and its localized defaults
// (the greeting and the suggested questions of get-config-detail).
import { sql, type Kysely } from 'kysely';

const CONFIG: { key: string; lang: string; value: string[] }[] = [
  {
    key: 'interact-default',
    lang: 'cn',
    value: ['您好！我是您的AI旅行助手，可以为您介绍景区和博物馆、开放时间、游览建议和交通方式。请问有什么可以帮您？'],
  },
  {
    key: 'interact-default',
    lang: 'en',
    value: [
      "Hello! I'm your AI travel assistant. I can tell you about scenic areas and museums, opening hours, visiting tips and how to get there. How can I help?",
    ],
  },
  {
    key: 'question-default',
    lang: 'cn',
    value: ['黄山的开放时间是什么？', '博物馆有哪些必看的展品？', '游览有什么建议？', '怎么去景区？'],
  },
  {
    key: 'question-default',
    lang: 'en',
    value: [
      'What are the opening hours?',
      'Which exhibits should I not miss?',
      'Any tips for the visit?',
      'How do I get there?',
    ],
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('chat_records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Insertion order: two records written in the same millisecond still list in order.
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull().references('chat_sessions.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('user', 'assistant')`))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('reasoning', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('complete', 'streaming', 'error', 'stopped')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('chat_records_session_seq').on('chat_records').columns(['session_id', 'seq']).execute();
  await db.schema
    .createTable('chat_config')
    .addColumn('config_key', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('config_value', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_config_pk', ['config_key', 'lang'])
    .execute();
  await db
    .insertInto('chat_config' as never)
    .values(CONFIG.map((r) => ({ config_key: r.key, lang: r.lang, config_value: JSON.stringify(r.value) })) as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_config').execute();
  await db.schema.dropTable('chat_records').execute();
  await db.schema.dropTable('chat_sessions').execute();
}
