// The real app (write side, read side, projector and the built web client) in this process,
// on a free port with an in-memory database, seeded with test data.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, loadConfig } from '@kamra/platform';
import { startKamra, WEB_DIST, type Kamra } from '../../../runtime/src/kamra';
import { seedKamra, type SeededData } from './seed';

export const E2E_ADMIN_EMAIL = 'admin@kamra.test';

export interface KamraApp {
  kamra: Kamra;
  url: string;
  seeded: SeededData;
  close(): Promise<void>;
}

export async function startKamraApp(): Promise<KamraApp> {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error('Build the web client first: npm run build -w web');
  }
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'kamra-e2e-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATABASE_URL: 'memory://',
    UPLOAD_DIR: uploadDir,
    AUTH_SECRET: 'e2e-secret-that-is-long-enough-for-hs256',
    ADMIN_EMAILS: E2E_ADMIN_EMAIL,
  });
  const kamra = await startKamra(config, { logger: createLogger('e2e'), serveWeb: true });
  try {
    const seeded = await seedKamra(kamra.store, uploadDir);
    await kamra.projector.caughtUp();
    return {
      kamra,
      url: kamra.url,
      seeded,
      async close() {
        await kamra.close();
        rmSync(uploadDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await kamra.close();
    rmSync(uploadDir, { recursive: true, force: true });
    throw error;
  }
}
