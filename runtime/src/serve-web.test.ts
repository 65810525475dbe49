import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import { closeServer, listen } from '@kamra/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebClient } from './serve-web.js';

describe('serving the built client', () => {
  let dist: string;
  let server: Server;
  let url: string;
  const script = `console.log(${JSON.stringify('kamra '.repeat(2000))});`;

  beforeAll(async () => {
    // What vite build leaves: hashed assets with their .br and .gz copies, and index.html.
    dist = mkdtempSync(path.join(tmpdir(), 'kamra-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en-PK" dir="ltr"><title>Kamra</title></html>');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    const asset = path.join(dist, 'assets', 'index-Bx12abCd.js');
    writeFileSync(asset, script);
    writeFileSync(`${asset}.br`, brotliCompressSync(script));
    writeFileSync(`${asset}.gz`, gzipSync(script));
    // What the build writes for the server, and the shell's own compressed copy: no browser's files.
    writeFileSync(path.join(dist, 'landing-pages.json'), '{}');
    writeFileSync(path.join(dist, 'page-heads.json'), '{}');
    writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync('x'));
    const app = express();
    serveWebClient(app, dist);
    const listening = await listen(app, 0);
    server = listening.server;
    url = `http://127.0.0.1:${listening.port}`;
  });
  afterAll(async () => {
    await closeServer(server);
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends hashed assets pre-compressed, brotli first, immutable for a year', async () => {
    const brotli = await fetch(`${url}/assets/index-Bx12abCd.js`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.get('content-type')).toMatch(/javascript/);
    expect(await brotli.text()).toBe(script);
    const gzip = await fetch(`${url}/assets/index-Bx12abCd.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(script);
  });

  it('revalidates index.html on every visit, for the root and for client routes', async () => {
    for (const pathname of ['/', '/rooms/abc', '/searchResult?location=Lahore']) {
      const page = await fetch(url + pathname);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text()).toContain('<title>Kamra</title>');
    }
    expect((await fetch(`${url}/favicon.svg`)).headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('sends the shell in the reader\'s language, keyed by cookie and Accept-Language, never as a plain file', async () => {
    const asked = async (headers: Record<string, string>, pathname = '/rooms/abc') => {
      const page = await fetch(url + pathname, { headers });
      expect(page.status).toBe(200);
      expect(page.headers.get('vary')).toMatch(/Cookie.*Accept-Language/i);
      return /<html[^>]*>/.exec(await page.text())?.[0];
    };
    expect(await asked({ cookie: 'kamra_lang=ur' })).toBe('<html lang="ur" dir="rtl">');
    expect(await asked({ 'accept-language': 'ur-PK,en;q=0.8' }, '/')).toBe('<html lang="ur" dir="rtl">');
    expect(await asked({ cookie: 'kamra_lang=en', 'accept-language': 'ur' })).toBe('<html lang="en-PK" dir="ltr">');
    expect(await asked({})).toBe('<html lang="en-PK" dir="ltr">');
    expect(await asked({ cookie: 'kamra_lang=ur' }, '/index.html')).toBe('<html lang="ur" dir="rtl">');
    // However the path spells it, as the file server would read it.
    for (const spelling of ['/%69ndex.html', '//index.html', '/./index.html', '/x/%2e%2e/index.html', '/assets/%2e%2e/index.html']) {
      expect(await asked({ cookie: 'kamra_lang=ur' }, spelling), spelling).toBe('<html lang="ur" dir="rtl">');
    }
  });

  it('sends only the files a browser may have: no pre-compressed copy, no server file, no folder redirect', async () => {
    for (const pathname of ['/index.html.br', '/landing-pages.json', '/page-heads.json', '/assets/index-Bx12abCd.js.br', '/assets/index-Bx12abCd.js.gz', '/assets', '/assets/']) {
      const page = await fetch(url + pathname, { redirect: 'manual' });
      expect(page.status, pathname).toBe(200);
      expect(page.headers.get('content-type'), pathname).toMatch(/^text\/html/);
      expect(await page.text(), pathname).toContain('<title>Kamra</title>');
    }
    expect((await fetch(`${url}/favicon.svg`)).status).toBe(200);
  });
});
