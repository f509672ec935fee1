import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CouponStatus } from '@contract/member';

/** The six coupon statuses of spec point 3. */
export const COUPON_STATUS_LABELS: Record<CouponStatus, MessageDescriptor> = {
  0: msg`To use`,
  1: msg`Expired`,
  2: msg`Used`,
  3: msg`Claimed`,
  4: msg`All claimed`,
  5: msg`Claim`,
};
