// What serving paid narrations needs, made once per app: the URL signer and the index of
// paid files. Handlers reach it as `c.var.paidMedia`.
import { createMediaSigner, type MediaSigner } from './media-signature';
import type { SecretSource } from './secret-source';
import { createPaidMediaIndex, type PaidMediaIndex } from './paid-media-index';

export interface PaidMedia {
  signer: MediaSigner;
  index: PaidMediaIndex;
}

export function createPaidMedia(secret: SecretSource): PaidMedia {
  return { signer: createMediaSigner(secret), index: createPaidMediaIndex() };
}
