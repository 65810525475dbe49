// Every route of the app, public and signed-in, at a phone's and a laptop's width: none may be
// wider than the window. New pages join `routes` below.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { horizontalOverflow, launchBrowser, openPage } from './harness/browser';
import { startKamraApp, type KamraApp } from './harness/kamra-app';
import { smallPhoto } from './harness/photos';
import { seedBoostedListings } from './harness/seed';
import { signInWithDevForm } from './harness/sign-in';

let app: KamraApp;
let browser: Browser;

beforeAll(async () => {
  app = await startKamraApp();
  await seedBoostedListings(app.kamra.store, app.kamra.config.uploadDir, 8);
  await app.kamra.projector.caughtUp();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const publicRoutes = (app: KamraApp): string[] => {
  const room = app.seeded.rooms[0]?.id ?? '';
  const blog = app.seeded.blogIds[0] ?? '';
  return [
    '/', '/aboutUs', '/blogs', `/blog/${blog}`, `/advanceAccessoriesSearch/blog/${blog}`, '/career', '/privacy-policies',
    '/services', '/refundPolicy', '/advertiseWithUs', '/notFound', '/no/such/page',
    '/searchResult?location=all&listed=room', '/searchResult?location=lahore&listed=roommate',
    '/searchResult?location=all&listed=accessories',
    `/rooms/${room}`, `/roommate/${app.seeded.roommateId}`, `/accessories/${app.seeded.accessoryId}`,
    `/advanceRoomSearch/rooms/${room}`, `/advanceRoommateSearch/roommate/${app.seeded.roommateId}`,
    `/advanceAccessoriesSearch/accessories/${app.seeded.accessoryId}`,
  ];
};

interface Owned {
  room: string;
  roommate: string;
  accessory: string;
}

const signedInRoutes = (owned: Owned): string[] => [
  '/userReviews', '/advanceSearch',
  '/advanceRoomSearch', '/advanceRoommateSearch', '/advanceAccessoriesSearch',
  '/advanceRoomSearch?location=all', '/advanceRoommateSearch?location=all', '/advanceAccessoriesSearch?location=all',
  '/advanceRoomSearch?location=Lahore&furnished=true',
  '/listRoom', '/listRoomMate', '/listAccessories',
  '/myListing?listed=rooms', '/myListing?listed=accessories', '/myListing?listed=roommates',
  `/myListing/room/${owned.room}`, `/myListing/roommate/${owned.roommate}`, `/myListing/accessory/${owned.accessory}`,
  `/myListing/room/${owned.room}/edit`, `/myListing/roommate/${owned.roommate}/edit`, `/myListing/accessory/${owned.accessory}/edit`,
];

/** One listing of each kind owned by the signed-in person, submitted through the API. */
async function submitOwnListings(page: Page): Promise<Owned> {
  const token = await page.evaluate(() => localStorage.getItem('kamra.token'));
  const pictures = [await smallPhoto('One'), await smallPhoto('Two'), await smallPhoto('Three')];
  const submit = async (path: string, fields: Record<string, string>): Promise<string> => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const picture of pictures) form.append('pictures', new Blob([new Uint8Array(picture.buffer)], { type: picture.mimeType }), picture.name);
    form.append('profile', 'avatar-2');
    const response = await page.request.post(`${app.url}${path}`, { headers: { 'auth-token': token ?? '' }, multipart: form });
    expect(response.status()).toBe(202);
    const body = (await response.json()) as { id: string };
    return body.id;
  };
  const lister = { listerName: 'Nadia Shah', phone: '0333-1112223', address: 'Satellite Town, Quetta' };
  return {
    room: await submit('/api/rooms', {
      ...lister, tagline: 'A long tagline for a room that should wrap nicely on a narrow phone screen', type: 'Hostel Room',
      rent: '8000', condition: 'Brand new', kitchen: 'Shared', bathroom: 'Shared', bathroomType: 'Both', availableFrom: '2026-12-20',
    }),
    roommate: await submit('/api/roommates', {
      ...lister, tagline: 'Roommate wanted', rent: '9000', listerAge: '30', occupation: 'Analyst', gender: 'Other', age: '40',
      availableFrom: '2099-01-01',
    }),
    accessory: await submit('/api/accessories', {
      ...lister, tagline: 'Mini fridge', name: 'Fridge', price: '12000', condition: '7', usageYear: '3',
    }),
  };
}

/** Waits until the page's data has arrived: no spinner left, the network quiet. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelector('.spinner') === null, undefined, { timeout: 10_000 });
}

describe.each([360, 1280])('every route at %i px', (width) => {
  it('fits the window (no sideways scrolling)', async () => {
    const { page, context, errors } = await openPage(browser, width);
    const overflowing: string[] = [];
    const check = async (path: string) => {
      await page.goto(`${app.url}${path}`);
      await settled(page);
      const overflow = await horizontalOverflow(page);
      if (overflow > 0) overflowing.push(`${path} by ${overflow}px`);
    };
    try {
      for (const path of publicRoutes(app)) await check(path);
      await signInWithDevForm(page, app.url, 'Nadia Shah', `nadia-${width}@example.pk`);
      const owned = await submitOwnListings(page);
      for (const path of signedInRoutes(owned)) await check(path);
    } finally {
      await context.close();
    }
    expect(overflowing).toEqual([]);
    expect(errors).toEqual([]);
  });
});
