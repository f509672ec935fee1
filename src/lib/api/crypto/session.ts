// One session key per page: RSA runs once (here and, thanks to its cache, on the server);
// every body gets a fresh iv. A rotated server key starts a new session.
import { randomHex8 } from './random-hex';
import { pickRsaBackend, type RsaBackend } from './rsa';

export interface CryptoSession {
  key: string;
  secret: string;
  secretHash: string;
}

export type PublicKeySource = (preferNetwork: boolean) => Promise<string>;

export class CryptoSessions {
  private current: Promise<CryptoSession> | null = null;

  constructor(
    private readonly publicKey: PublicKeySource,
    private readonly backend: RsaBackend = pickRsaBackend(),
  ) {}

  get(): Promise<CryptoSession> {
    this.current ??= this.create(false);
    return this.current;
  }

  /** After the server refused the envelope: take the key from the network this time. */
  renew(): Promise<CryptoSession> {
    this.current = this.create(true);
    return this.current;
  }

  private async create(preferNetwork: boolean): Promise<CryptoSession> {
    try {
      const pem = await this.publicKey(preferNetwork);
      const key = randomHex8();
      const [secret, secretHash] = await Promise.all([this.backend.encryptOaep(pem, key), this.backend.sha256Hex(pem)]);
      return { key, secret, secretHash };
    } catch (error) {
      this.current = null; // a later call tries again
      throw error;
    }
  }
}
