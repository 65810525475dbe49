import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** The JSON files the web build writes for the server (web/build/landing-preloads.ts, page-heads.ts). */
export const BUILT_FOR_SERVER = { landingPages: 'landing-pages.json', pageHeads: 'page-heads.json' } as const;

/**
 * What of the built client no browser is sent as a file: the shell, which goes out as a page in
 * the reader's language, and the files built for the server. Their pre-compressed copies
 * (.br, .gz) neither: the file server picks those itself.
 */
export const NOT_FOR_BROWSERS: readonly string[] = ['index.html', ...Object.values(BUILT_FOR_SERVER)];

/**
 * A JSON file the web build writes beside the client (web/dist), read again only when a new
 * build replaced it. A build without it (or an older one) reads as `{}`: what the server adds
 * from it is then left out, and the page still works.
 */
export class BuiltFile<T extends object> {
  private read: { mtimeMs: number; content: Promise<Partial<T>> } | null = null;

  constructor(private readonly file: string) {}

  static in<T extends object>(webDist: string, name: string): BuiltFile<T> {
    return new BuiltFile<T>(path.join(webDist, name));
  }

  async content(): Promise<Partial<T>> {
    const mtimeMs = await stat(this.file).then((info) => info.mtimeMs, () => -1);
    if (this.read?.mtimeMs !== mtimeMs) {
      // A file half written or not JSON at all reads as none, as a missing one does: never a 500.
      const content = mtimeMs < 0 ? Promise.resolve({}) : readFile(this.file, 'utf8').then(parsedObject<T>).catch(() => ({}));
      this.read = { mtimeMs, content };
    }
    return this.read.content;
  }
}

function parsedObject<T>(text: string): Partial<T> {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object');
  return value as Partial<T>;
}
