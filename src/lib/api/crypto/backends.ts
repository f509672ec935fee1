// The shape of the crypto backends (WebCrypto, and the libraries loaded where it is missing),
// apart from the modules that pick one, which import the library backends.
export interface AesBackend {
  encrypt(
    plain: Uint8Array<ArrayBuffer>,
    key: Uint8Array<ArrayBuffer>,
    iv: Uint8Array<ArrayBuffer>,
  ): Promise<Uint8Array>;
  decrypt(
    data: Uint8Array<ArrayBuffer>,
    key: Uint8Array<ArrayBuffer>,
    iv: Uint8Array<ArrayBuffer>,
  ): Promise<Uint8Array>;
}

export interface RsaBackend {
  sha256Hex(text: string): Promise<string>;
  encryptOaep(publicKeyPem: string, plaintext: string): Promise<string>;
}
