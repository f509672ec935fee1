// The secret the sandbox payment provider and the server share: PAYMENT_SANDBOX_SECRET, or
// a random one made on the first start and kept in DATA_DIR/payment/sandbox-secret (0600),
// so that a restart keeps verifying what the provider signs. Read lazily, on first use.
import { secretFileSource, type SecretSource } from './secret-file';

export type { SecretSource } from './secret-file';

export function paymentSecretSource(options: { secret?: string; dataDir: string }): SecretSource {
  return secretFileSource({ ...options, folder: 'payment', file: 'sandbox-secret' });
}
