// The real app (write side, read side, projector and the built web client) in this process,
// on a free port with an in-memory database, seeded with test data.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startTestKamra, WEB_DIST, type TestKamra } from '@kamra/runtime/testing';
import { seedKamra, type SeededData } from './seed';

export interface KamraApp {
  kamra: TestKamra;
  url: string;
  seeded: SeededData;
  close(): Promise<void>;
}

export async function startKamraApp(): Promise<KamraApp> {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error('Build the web client first: npm run build -w web');
  }
  const kamra = await startTestKamra({}, { serveWeb: true });
  try {
    const seeded = await seedKamra(kamra.store, kamra.config.uploadDir);
    await kamra.projector.caughtUp();
    return { kamra, url: kamra.url, seeded, close: () => kamra.close() };
  } catch (error) {
    await kamra.close();
    throw error;
  }
}
