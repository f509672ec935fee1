// Members (issue 7): accounts, SMS codes, tokens, favourites, browsing history, feedback,
// coupons, orders and payment events. Every row that belongs to a member names it in
// `member_id` with ON DELETE CASCADE, so closing an account (deleting the member) removes
// them all in one statement; rows keyed by the mobile number (sms_codes) are deleted by
// the closure itself. Runs unchanged on PGlite and PostgreSQL 15.
import { sql, type Kysely } from 'kysely';

const memberRef = 'members.id';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mobile', 'text', (c) => c.notNull().unique())
    .addColumn('open_id', 'text', (c) => c.notNull().unique())
    .addColumn('nickname', 'text')
    .addColumn('name', 'text')
    .addColumn('email', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('sms_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('login', 'change-mobile')`))
    // sha256 of the code: a database read does not give away live codes.
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('client_address', 'text', (c) => c.notNull())
    .addColumn('wrong_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sms_codes_mobile_idx').on('sms_codes').columns(['mobile', 'created_at']).execute();
  await db.schema
    .createIndex('sms_codes_address_idx')
    .on('sms_codes')
    .columns(['client_address', 'created_at'])
    .execute();

  await db.schema
    .createTable('member_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references(memberRef).onDelete('cascade'))
    // sha256 of the 256-bit token: the token itself is never stored.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('member_tokens_member_idx').on('member_tokens').column('member_id').execute();

  await db.schema
    .createTable('favourites')
    .addColumn('member_id', 'text', (c) => c.notNull().references(memberRef).onDelete('cascade'))
    .addColumn('target_kind', 'text', (c) => c.notNull().check(sql`target_kind in ('point', 'scenic', 'museum')`))
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('favourites_pk', ['member_id', 'target_kind', 'target_id'])
    .execute();
  await db.schema
    .createIndex('favourites_member_created_idx')
    .on('favourites')
    .columns(['member_id', 'created_at desc'])
    .execute();

  await db.schema
    .createTable('browsing_history')
    .addColumn('member_id', 'text', (c) => c.notNull().references(memberRef).onDelete('cascade'))
    .addColumn('target_kind', 'text', (c) => c.notNull().check(sql`target_kind in ('point', 'scenic', 'museum')`))
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('viewed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('browsing_history_pk', ['member_id', 'target_kind', 'target_id'])
    .execute();
  await db.schema
    .createIndex('browsing_history_member_viewed_idx')
    .on('browsing_history')
    .columns(['member_id', 'viewed_at desc'])
    .execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'text', (c) => c.references(memberRef).onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('coupon_offers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('amount_off_minor', 'integer', (c) => c.notNull().check(sql`amount_off_minor > 0`))
    .addColumn('min_spend_minor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_days', 'integer', (c) => c.notNull().check(sql`valid_days > 0`))
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('claimed', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`claimed <= total`),
    )
    .addColumn('per_member', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'text', (c) => c.notNull().references(memberRef).onDelete('cascade'))
    .addColumn('client_request_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('awaiting-payment', 'paid', 'cancelled', 'refunding', 'refunded')`),
    )
    .addColumn('target_kind', 'text', (c) => c.notNull().check(sql`target_kind in ('point', 'place')`))
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('price_minor', 'integer', (c) => c.notNull())
    .addColumn('discount_minor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('paid_minor', 'integer')
    .addColumn('coupon_id', 'text')
    .addColumn('payment_method', 'text')
    .addColumn('payment_id', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('pay_before', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('cancel_reason', 'text')
    .addColumn('refund_requested_at', 'timestamptz')
    .addColumn('refunded_at', 'timestamptz')
    .addColumn('refund_reason', 'text')
    .addUniqueConstraint('orders_member_request_uq', ['member_id', 'client_request_id'])
    .execute();
  await db.schema
    .createIndex('orders_member_created_idx')
    .on('orders')
    .columns(['member_id', 'created_at desc'])
    .execute();
  await db.schema.createIndex('orders_status_pay_before_idx').on('orders').columns(['status', 'pay_before']).execute();

  await db.schema
    .createTable('member_coupons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references(memberRef).onDelete('cascade'))
    .addColumn('offer_id', 'text', (c) => c.notNull().references('coupon_offers.id'))
    .addColumn('claimed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_order_id', 'text', (c) => c.references('orders.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('member_coupons_member_idx')
    .on('member_coupons')
    .columns(['member_id', 'claimed_at desc'])
    .execute();

  // Every notification the payment provider sent, applied once (eventId is its key).
  await db.schema
    .createTable('payment_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.references(memberRef).onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // The assistant's sessions may name a member: closing the account removes them too.
  await db.schema.createIndex('chat_sessions_member_idx').on('chat_sessions').column('member_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('chat_sessions_member_idx').execute();
  for (const table of [
    'payment_events',
    'member_coupons',
    'orders',
    'coupon_offers',
    'feedback',
    'browsing_history',
    'favourites',
    'member_tokens',
    'sms_codes',
    'members',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
