import { promises as fs } from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** Public half with kid, alg and use: what the JWKS endpoint publishes. */
  publicJwk: JWK;
}

const SIGNING_KEY_FILE = 'idp-signing-key.json';

export function signingKeyPath(dataDir: string): string {
  return path.join(dataDir, SIGNING_KEY_FILE);
}

async function readKeyFile(file: string): Promise<JWK | undefined> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as JWK;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`cannot read the identity provider's signing key ${file}: ${(error as Error).message}`, { cause: error });
  }
}

async function createKeyFile(file: string): Promise<void> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  await fs.mkdir(path.dirname(file), { recursive: true });
  // Written aside and linked into place so a concurrent reader never sees half a key and two writers keep the first.
  const temporary = `${file}.${crypto.randomUUID()}.tmp`;
  await fs.writeFile(temporary, JSON.stringify({ ...jwk, kid, alg: 'RS256', use: 'sig' }), { mode: 0o600 });
  try {
    await fs.link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.unlink(temporary);
  }
}

/** Loads the stand-in's RS256 key from `${dataDir}/idp-signing-key.json`, generating it on first use. */
export async function loadSigningKey(dataDir: string): Promise<SigningKey> {
  const file = signingKeyPath(dataDir);
  let jwk = await readKeyFile(file);
  if (!jwk) {
    await createKeyFile(file);
    jwk = await readKeyFile(file);
  }
  if (!jwk?.d || !jwk.n || !jwk.e) throw new Error(`${file} is not an RSA private JWK`);
  const kid = jwk.kid ?? (await calculateJwkThumbprint(jwk));
  const privateKey = (await importJWK({ ...jwk, alg: 'RS256' }, 'RS256')) as CryptoKey;
  const publicJwk: JWK = { kty: 'RSA', n: jwk.n, e: jwk.e, kid, alg: 'RS256', use: 'sig' };
  const publicKey = (await importJWK(publicJwk, 'RS256')) as CryptoKey;
  return { kid, privateKey, publicKey, publicJwk };
}
