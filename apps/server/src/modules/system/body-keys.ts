import { createPrivateKey, createPublicKey, webcrypto } from 'node:crypto';
import { additionalData, fromBase64, RSA_PARAMS, type EncryptedBody } from '@panalo/contract/encrypted-body';
import type { Db } from '../../db/executor';
import { claimSharedKey, findOldestKey } from '../../kernel/system-keys.repository';
import { sha256 } from '../../lib/tokens';

const KIND = 'body-encryption';
const subtle = webcrypto.subtle;

/** The key pair that encrypted request bodies are wrapped with (see contract encrypted-body). */
export interface BodyKeys {
  kid: string;
  publicJwk: JsonWebKey;
  decrypt(body: EncryptedBody, method: string, path: string): Promise<unknown>;
}

async function fromPem(privatePem: string): Promise<{ kid: string; publicJwk: JsonWebKey; privateKey: CryptoKey }> {
  const publicJwk = createPublicKey(createPrivateKey(privatePem)).export({ format: 'jwk' }) as JsonWebKey;
  const der = createPrivateKey(privatePem).export({ format: 'der', type: 'pkcs8' });
  const privateKey = await subtle.importKey('pkcs8', der, RSA_PARAMS, false, ['decrypt']);
  const kid = sha256(publicJwk.n ?? '').slice(0, 16);
  return { kid, publicJwk: { kty: publicJwk.kty, n: publicJwk.n, e: publicJwk.e, alg: 'RSA-OAEP-256', use: 'enc' }, privateKey };
}

async function generatePem(): Promise<string> {
  const pair = await subtle.generateKey({ ...RSA_PARAMS, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, [
    'encrypt',
    'decrypt',
  ]);
  const der = Buffer.from(await subtle.exportKey('pkcs8', pair.privateKey));
  return `-----BEGIN PRIVATE KEY-----\n${der.toString('base64').replace(/.{64}/g, '$&\n')}\n-----END PRIVATE KEY-----\n`;
}

/**
 * Every process must decrypt what any process's published key encrypted, so the key comes from
 * BODY_ENCRYPTION_PRIVATE_KEY or, when that is empty, from the database (made once, shared).
 */
export async function loadBodyKeys(db: Db, configuredPem: string, now: number): Promise<BodyKeys> {
  let pem = configuredPem.trim() || (await findOldestKey(db, KIND));
  if (!pem) {
    const generated = await generatePem();
    const { publicJwk } = await fromPem(generated);
    pem = await claimSharedKey(db, { kind: KIND, privatePem: generated, publicJwk, now });
  }
  const { kid, publicJwk, privateKey } = await fromPem(pem);
  return {
    kid,
    publicJwk,
    async decrypt(body, method, path) {
      const { key, iv, data } = body.encrypted;
      const rawKey = await subtle.decrypt(RSA_PARAMS, privateKey, fromBase64(key));
      const aesKey = await subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
      const plain = await subtle.decrypt(
        { name: 'AES-GCM', iv: fromBase64(iv), additionalData: additionalData(method, path) },
        aesKey,
        fromBase64(data),
      );
      return JSON.parse(new TextDecoder().decode(plain));
    },
  };
}
