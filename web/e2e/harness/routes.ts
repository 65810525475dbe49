// Every route of the app, public, signed-in and admin, for the tests that walk them all (fit
// the window, accessibility). New pages join the lists here.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { KamraApp } from './kamra-app';
import { smallPhoto } from './photos';

export const publicRoutes = (app: KamraApp): string[] => {
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

/** One listing of each kind, owned by whoever signed in on the page. */
export interface Owned {
  room: string;
  roommate: string;
  accessory: string;
}

export const signedInRoutes = (owned: Owned): string[] => [
  '/userReviews', '/advanceSearch',
  '/advanceRoomSearch', '/advanceRoommateSearch', '/advanceAccessoriesSearch',
  '/advanceRoomSearch?location=all', '/advanceRoommateSearch?location=all', '/advanceAccessoriesSearch?location=all',
  '/advanceRoomSearch?location=Lahore&furnished=true',
  '/listRoom', '/listRoomMate', '/listAccessories',
  '/myListing?listed=rooms', '/myListing?listed=accessories', '/myListing?listed=roommates',
  `/myListing/room/${owned.room}`, `/myListing/roommate/${owned.roommate}`, `/myListing/accessory/${owned.accessory}`,
  `/myListing/room/${owned.room}/edit`, `/myListing/roommate/${owned.roommate}/edit`, `/myListing/accessory/${owned.accessory}/edit`,
  '/saved', '/savedSearches', '/notifications',
];

/** The admin area, with the pending listings of `owned` (submitted by `ownerId`) to open. */
export const adminRoutes = (owned: Owned, ownerId: string, blogId: string): string[] =>
  [
    '/', '/admin_allUsers', `/admin_allUsers/listings/${ownerId}`,
    `/admin_allUsers/listings/${ownerId}/room/${owned.room}`,
    '/admin_newListings', `/admin_newListings/room/${owned.room}`, `/admin_newListings/roommate/${owned.roommate}`,
    `/admin_newListings/accessory/${owned.accessory}`,
    '/admin_allBlog', '/admin_allBlog/admin_postBlog', `/admin_allBlog/blog/${blogId}`, '/admin_reports',
  ].map((path) => `/my_admin_dashboard${path === '/' ? '' : path}`);

/** One listing of each kind owned by the signed-in person, submitted through the API. */
export async function submitOwnListings(page: Page, app: KamraApp): Promise<Owned> {
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
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelector('.spinner') === null, undefined, { timeout: 10_000 });
}
