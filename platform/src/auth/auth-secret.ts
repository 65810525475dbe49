import { randomBytes, randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const AUTH_SECRET_FILE = 'auth-secret';

/**
 * The session-token secret of an instance without AUTH_SECRET: made at random on first start
 * and kept in DATA_DIR (readable by its owner only), so tokens survive a restart but no two
 * installs share a secret anyone could read in our code.
 */
export function persistedAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, AUTH_SECRET_FILE);
  const existing = readSecret(file);
  if (existing !== null) return existing;
  mkdirSync(dataDir, { recursive: true });
  // Written whole under a temporary name, then linked: a process starting at the same time
  // sees either no file or the complete one, and the first link wins.
  const temp = `${file}.${randomUUID()}.tmp`;
  writeFileSync(temp, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temp, file);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  } finally {
    unlinkSync(temp);
  }
  const secret = readSecret(file);
  if (secret === null) throw new Error(`${file} is empty`);
  return secret;
}

function readSecret(file: string): string | null {
  try {
    const secret = readFileSync(file, 'utf8').trim();
    return secret === '' ? null : secret;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
    throw error;
  }
}
