// Typed tables of the catalogue. Localized text and nested objects live in jsonb `data`;
// the columns beside it are the ones queries filter or sort on.
import type { ColumnType, JSONColumnType } from 'kysely';
import type { BannerT, ExplanationPointT, GuideT, LanguageItemT, MuseumHallT, MuseumT } from '@contract';
import type { AllLocalesTextT, ScenicAreaT } from '@contract';
import type { MemberTargetKind, OrderStatus, OrderTargetKind, PaymentNotification, SmsPurpose } from '@contract/member';
import type { AssistantSource } from '../../../src/lib/assistant/types';

/** A museum without its halls: the halls are rows of museum_halls. */
export type MuseumData = Omit<MuseumT, 'halls'>;

export interface ScenicAreasTable {
  id: string;
  province_code: string;
  city_code: string;
  scenic_type: string;
  location_area: string;
  hot: boolean;
  popularity: number;
  /** Lower-cased names in every locale plus province and city names, for keyword search. */
  search_text: string;
  content_version: number;
  data: JSONColumnType<ScenicAreaT>;
}

export interface MuseumsTable {
  id: string;
  province_code: string;
  city_code: string;
  popularity: number;
  search_text: string;
  content_version: number;
  data: JSONColumnType<MuseumData>;
}

export interface MuseumHallsTable {
  id: string;
  museum_id: string;
  sort_order: number;
  data: JSONColumnType<MuseumHallT>;
}

export interface ExplanationPointsTable {
  id: string;
  place_id: string;
  place_kind: 'scenic' | 'museum';
  hall_id: string | null;
  stop_number: string;
  sort_order: number;
  /** guideNarration.guideId, so a guide's narrations are found without scanning jsonb. */
  guide_id: string | null;
  /** Times a narration of the point started; data.playCount is kept equal to it. */
  play_count: ColumnType<number, number | undefined, number>;
  data: JSONColumnType<ExplanationPointT>;
}

export interface GuidesTable {
  id: string;
  rating: number;
  /** JSON array of place ids, matched with the jsonb containment operator. */
  place_ids: JSONColumnType<string[]>;
  data: JSONColumnType<GuideT>;
}

export interface BannersTable {
  id: string;
  position: string;
  sort_order: number;
  data: JSONColumnType<BannerT>;
}

export interface SimpleDictTable {
  name: string;
  value: JSONColumnType<LanguageItemT[] | Record<string, unknown> | unknown[]>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface MetaTable {
  key: string;
  value: JSONColumnType<Record<string, unknown>>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

/** One row per signed batch received (its uuid makes a repeated batch harmless). */
export interface TrackingBatchesTable {
  uuid: string;
  received_at: ColumnType<Date, string | undefined, never>;
  /** Hex SHA-256 of the batch's publicKey (base64 SPKI) text: which device sent it. */
  device: string;
  event_count: number;
}

/** One row per event, stored once (its client-made id is the primary key). */
export interface TrackingEventsTable {
  id: string;
  batch_uuid: string;
  device: string;
  event: string;
  /** Client time, ms since the epoch (bigint: read back as a string). */
  client_time: ColumnType<string, number, never>;
  session_id: string;
  distinct_id: string;
  url: string;
  title: string;
  properties: JSONColumnType<Record<string, string | number | boolean | null>>;
  super_properties: JSONColumnType<Record<string, string | null>>;
  received_at: ColumnType<Date, string | undefined, never>;
}

export interface MachineTranslationsTable {
  source_hash: string;
  from_locale: string;
  to_locale: string;
  text: string;
  provider: string;
  created_at: ColumnType<Date, string | undefined, never>;
}

/** One row per device that likes a point (migration 0004). */
export interface PointLikesTable {
  point_id: string;
  device_id: string;
  created_at: ColumnType<Date, string | undefined, never>;
}

/** The 64-bit difference hash of an exhibit's image (16 hex digits), for the scan. */
export interface ExhibitHashesTable {
  point_id: string;
  museum_id: string;
  hash: string;
}

export interface ExhibitFeaturesTable {
  point_id: string;
  /** 0 for the exhibit's image, then its other reference pictures in order. */
  picture: number;
  museum_id: string;
  width: number;
  height: number;
  /** base64, see @contract ExhibitPictureFeaturesT */
  points: string;
  descriptors: string;
}

export interface ChatSessionsTable {
  id: string;
  member_id: string | null;
  created_at: ColumnType<Date, string | undefined, never>;
}

export interface ChatRecordsTable {
  id: string;
  /** bigserial: read back as a string; only used for ordering. */
  seq: ColumnType<string, never, never>;
  session_id: string;
  role: 'user' | 'assistant';
  content: string;
  reasoning: string | null;
  status: 'complete' | 'streaming' | 'error' | 'stopped';
  created_at: ColumnType<Date, string | undefined, never>;
}

/** One question and its answer, for the operators' export (migration 0018). */
export interface AssistantExchangesTable {
  /** The answer's record id. */
  id: string;
  /** bigserial: read back as a string; the export's cursor. */
  seq: ColumnType<string, never, never>;
  session_id: string;
  question_id: string;
  question: string;
  answer: string;
  status: 'complete' | 'stopped' | 'error';
  /** The language the answer is written in; ui_lang: the interface's. */
  lang: string;
  ui_lang: string;
  place_id: string | null;
  point_id: string | null;
  kind: string;
  declined: boolean;
  sources: JSONColumnType<AssistantSource[]>;
  /** The provider's name: 'embedded' (the catalogue assistant) or 'openai-compatible' (a model). */
  provider: string;
  created_at: ColumnType<Date, string | undefined, never>;
}

export interface ChatConfigTable {
  config_key: string;
  lang: string;
  config_value: JSONColumnType<string[]>;
}

type Timestamp = ColumnType<Date, string | Date | undefined, string | Date>;
type NullableTimestamp = ColumnType<Date | null, string | Date | null | undefined, string | Date | null>;

/** Members and what belongs to them (migration 0008). */
export interface MembersTable {
  id: string;
  mobile: string;
  open_id: string;
  nickname: string | null;
  name: string | null;
  email: string | null;
  created_at: Timestamp;
}

export interface SmsCodesTable {
  id: string;
  mobile: string;
  purpose: SmsPurpose;
  code_hash: string;
  client_address: string;
  wrong_tries: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  /** Never used, and no longer usable: a newer code was sent, or a login succeeded. */
  ended_at: NullableTimestamp;
}

export interface MemberTokensTable {
  id: string;
  member_id: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

/** One postal address per member (migration 0016), the picker's five fields. */
export interface MemberAddressesTable {
  member_id: string;
  country_name: string;
  province_name: string;
  city_name: string;
  detail_info: string;
  postal_code: string;
  updated_at: Timestamp;
}

export interface FavouritesTable {
  member_id: string;
  target_kind: MemberTargetKind;
  target_id: string;
  created_at: Timestamp;
}

export interface BrowsingHistoryTable {
  member_id: string;
  target_kind: MemberTargetKind;
  target_id: string;
  viewed_at: Timestamp;
}

export interface FeedbackTable {
  id: string;
  client_id: string;
  member_id: string | null;
  content: string;
  email: string | null;
  /** sha256 of the sender's address (migration 0011), for the hourly limit. */
  address_hash: string | null;
  /** What the visitor reads out (migration 0016): 8 letters of Crockford base32, unique. */
  reference: string;
  created_at: Timestamp;
}

export interface CouponOffersTable {
  id: string;
  title: JSONColumnType<AllLocalesTextT>;
  amount_off_minor: number;
  min_spend_minor: ColumnType<number, number | undefined, number>;
  valid_days: number;
  total: number;
  claimed: ColumnType<number, number | undefined, number>;
  per_member: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface OrdersTable {
  id: string;
  order_no: string;
  member_id: string;
  client_request_id: string;
  status: OrderStatus;
  target_kind: OrderTargetKind;
  target_id: string;
  title: JSONColumnType<AllLocalesTextT>;
  price_minor: number;
  discount_minor: ColumnType<number, number | undefined, number>;
  amount_minor: number;
  paid_minor: number | null;
  coupon_id: string | null;
  payment_method: 'sandbox' | null;
  payment_id: string | null;
  created_at: Timestamp;
  pay_before: Timestamp;
  paid_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  cancel_reason: string | null;
  refund_requested_at: NullableTimestamp;
  refunded_at: NullableTimestamp;
  refund_reason: string | null;
}

export interface MemberCouponsTable {
  id: string;
  member_id: string;
  offer_id: string;
  claimed_at: Timestamp;
  expires_at: Timestamp;
  used_order_id: string | null;
  /** Set when an order uses the coupon (migration 0010); kept when that order is deleted. */
  used_at: NullableTimestamp;
}

/** Claims of an offer per mobile number (HMAC key, migration 0014); kept after closures. */
export interface CouponMobileClaimsTable {
  mobile_key: string;
  offer_id: string;
  claims: number;
}

/** One row per stored upload (migration 0015): the limits count these; files are served by them. */
export interface UploadsTable {
  name: string;
  member_id: string | null;
  address_key: string;
  content_type: string;
  size_bytes: number;
  created_at: Timestamp;
}

export interface PaymentEventsTable {
  event_id: string;
  member_id: string | null;
  order_id: string;
  type: PaymentNotification['type'];
  amount_minor: number;
  received_at: Timestamp;
}

/** RSA key pairs shared by the instances on PostgreSQL (migration 0019); the newest is current. */
export interface ServerKeysTable {
  secret_hash: string;
  private_key: string;
  created_at: ColumnType<Date, string | undefined, never>;
}

/** Secrets shared by the instances on PostgreSQL when the environment gives none (migration 0019). */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: ColumnType<Date, string | undefined, never>;
}

/** Token buckets of the rate limits shared by the instances (migration 0020). */
export interface RateBucketsTable {
  key: string;
  tokens: number;
  refilled_at: Date;
  taken: boolean;
}

/** The running instances and their leases (migration 0021). */
export interface ServerInstancesTable {
  id: string;
  label: string;
  started_at: ColumnType<Date, string | undefined, never>;
  lease_until: Date;
}

/** Answers being written, and for a while after, with the instance writing them (migration 0021). */
export interface ChatAnswersTable {
  answer_id: string;
  session_id: string;
  instance_id: string;
  started_at: ColumnType<Date, string | undefined, never>;
  watched_until: Date | null;
  finished_at: Date | null;
}

/** The events of those answers as they were sent (migration 0021). */
export interface ChatAnswerEventsTable {
  answer_id: string;
  seq: number;
  event: string;
  data: string;
}

/** The sandbox payment provider's payments (migration 0022). */
export interface SandboxPaymentsTable {
  payment_id: string;
  order_id: string;
  amount_minor: number;
  title: JSONColumnType<AllLocalesTextT>;
  return_url: string;
  state: 'pending' | 'paid' | 'cancelled';
  created_at: ColumnType<Date, string | undefined, never>;
}

/** Uploaded files' bytes on PostgreSQL (migration 0023). */
export interface UploadBlobsTable {
  name: string;
  bytes: Buffer;
}

export interface Database {
  scenic_areas: ScenicAreasTable;
  museums: MuseumsTable;
  museum_halls: MuseumHallsTable;
  explanation_points: ExplanationPointsTable;
  guides: GuidesTable;
  banners: BannersTable;
  simple_dict: SimpleDictTable;
  meta: MetaTable;
  tracking_batches: TrackingBatchesTable;
  tracking_events: TrackingEventsTable;
  machine_translations: MachineTranslationsTable;
  point_likes: PointLikesTable;
  exhibit_hashes: ExhibitHashesTable;
  exhibit_features: ExhibitFeaturesTable;
  chat_sessions: ChatSessionsTable;
  chat_records: ChatRecordsTable;
  chat_config: ChatConfigTable;
  assistant_exchanges: AssistantExchangesTable;
  members: MembersTable;
  sms_codes: SmsCodesTable;
  member_tokens: MemberTokensTable;
  member_addresses: MemberAddressesTable;
  favourites: FavouritesTable;
  browsing_history: BrowsingHistoryTable;
  feedback: FeedbackTable;
  coupon_offers: CouponOffersTable;
  orders: OrdersTable;
  member_coupons: MemberCouponsTable;
  coupon_mobile_claims: CouponMobileClaimsTable;
  uploads: UploadsTable;
  payment_events: PaymentEventsTable;
  server_keys: ServerKeysTable;
  server_secrets: ServerSecretsTable;
  rate_buckets: RateBucketsTable;
  server_instances: ServerInstancesTable;
  chat_answers: ChatAnswersTable;
  chat_answer_events: ChatAnswerEventsTable;
  sandbox_payments: SandboxPaymentsTable;
  upload_blobs: UploadBlobsTable;
}
