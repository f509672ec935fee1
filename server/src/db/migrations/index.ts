// In-code migration provider: the list is explicit, so no folder scan at start-up.
import type { Migration, MigrationProvider } from 'kysely/migration';
import * as m0001 from './0001-catalogue';
import * as m0002 from './0002-tracking';
import * as m0003 from './0003-point-play-count';
import * as m0004 from './0004-point-likes';
import * as m0005 from './0005-exhibit-hashes';
import * as m0006 from './0006-machine-translations';
import * as m0007 from './0007-chat';
import * as m0008 from './0008-members';
import * as m0010 from './0010-coupon-used-at';
import * as m0011 from './0011-feedback-address';
import * as m0012 from './0012-chat-session-owner';
import * as m0013 from './0013-sms-code-ended';
import * as m0014 from './0014-coupon-mobile-claims';
import * as m0015 from './0015-uploads';
import * as m0016 from './0016-member-addresses';
import * as m0017 from './0017-feedback-reference';
import * as m0018 from './0018-assistant-exchanges';
import * as m0019 from './0019-shared-secrets';
import * as m0020 from './0020-rate-buckets';
import * as m0021 from './0021-chat-cluster';
import * as m0022 from './0022-sandbox-payments';
import * as m0023 from './0023-upload-blobs';
import * as m0024 from './0024-exhibit-features';

export const MIGRATIONS: Record<string, Migration> = {
  '0001_catalogue': m0001,
  '0002_tracking': m0002,
  '0003_point_play_count': m0003,
  '0004_point_likes': m0004,
  '0005_exhibit_hashes': m0005,
  '0006_machine_translations': m0006,
  '0007_chat': m0007,
  '0008_members': m0008,
  '0010_coupon_used_at': m0010,
  '0011_feedback_address': m0011,
  '0012_chat_session_owner': m0012,
  '0013_sms_code_ended': m0013,
  '0014_coupon_mobile_claims': m0014,
  '0015_uploads': m0015,
  '0016_member_addresses': m0016,
  '0017_feedback_reference': m0017,
  '0018_assistant_exchanges': m0018,
  '0019_shared_secrets': m0019,
  '0020_rate_buckets': m0020,
  '0021_chat_cluster': m0021,
  '0022_sandbox_payments': m0022,
  '0023_upload_blobs': m0023,
  '0024_exhibit_features': m0024,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
