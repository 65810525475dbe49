import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import labels from '../src/i18n/locales/ur/options.json';
import ur from '../src/i18n/locales/ur/wizards.json';
import { horizontalOverflow, launchBrowser, lightness, openPage, pixelsIn, saveScreenshot } from './harness/browser';
import { startKamraApp, type KamraApp } from './harness/kamra-app';
import { readIn, fillUrdu } from './harness/language';
import { smallPhoto, type PickedFile } from './harness/photos';
import { PictureMaker } from './harness/pictures';
import { listApproved, roomFields } from './harness/seed';
import { signInWithDevForm, whoAmI } from './harness/sign-in';

// A lister who reads only Urdu lists a room, a roommate ad and an item, and edits a live room,
// finding every step, field and choice by its Urdu text; every step is saved as a screenshot
// at both widths.

let app: KamraApp;
let browser: Browser;
let photos: PickedFile[];

beforeAll(async () => {
  app = await startKamraApp();
  browser = await launchBrowser();
  photos = [await smallPhoto('Bed'), await smallPhoto('Window', '#8a4b2a'), await smallPhoto('Desk', '#34495e')];
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();
const next = (page: Page) => page.getByRole('button', { name: ur.nav.next, exact: true }).click();
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const fill = fillUrdu;

async function snap(page: Page, name: string, width: number): Promise<void> {
  expect(await horizontalOverflow(page), `${name} at ${width}px is wider than the window`).toBe(0);
  await saveScreenshot(page, `ur-${name}-${width}`);
}

/**
 * Signs in (the sign-in form is the shell's), turns to Urdu as a reader's switch would, walks,
 * and expects no page error on the way.
 */
async function asUrduLister(width: number, name: string, email: string, walk: (page: Page) => Promise<void>): Promise<void> {
  const { page, context, errors } = await openPage(browser, width);
  try {
    await signInWithDevForm(page, app.url, name, email);
    await readIn(context, app.url, 'ur');
    await walk(page);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

async function pictures(page: Page, max: number): Promise<void> {
  await page.locator('input[type="file"][multiple]').setInputFiles(photos);
  await page.getByText(fill(ur.pictures.count, { total: photos.length, max })).waitFor();
}

/** Which way a button's arrow points on screen, from where its ink lies: 1 to the right, -1 to the left. */
async function pointing(page: Page, name: string): Promise<1 | -1> {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  if (box === null) throw new Error(`no button ${name}`);
  // Inside the border, which is the same on both sides.
  const inset = 6;
  const width = Math.round(box.width) - 2 * inset;
  const pixels = await pixelsIn(page, { x: box.x + inset, y: box.y + inset, width, height: box.height - 2 * inset });
  let ink = 0;
  let moment = 0;
  pixels.forEach((pixel, i) => {
    const weight = 255 - lightness(pixel);
    ink += weight;
    moment += weight * ((i % width) - (width - 1) / 2);
  });
  return moment / ink > 0 ? 1 : -1;
}

/** The pictures' arrows point where the picture goes: toward the cover for "earlier". */
async function expectArrowsPointAlongTheList(page: Page): Promise<void> {
  const items = page.getByRole('list', { name: ur.pictures.chosen }).getByRole('listitem');
  const first = await items.nth(0).boundingBox();
  const second = await items.nth(1).boundingBox();
  if (first === null || second === null) throw new Error('no pictures shown');
  const towardFirst = Math.sign(first.x - second.x);
  expect(towardFirst, 'the first two pictures share a row').not.toBe(0);
  expect(await pointing(page, fill(ur.pictures.moveEarlier, { number: 2 })), 'earlier').toBe(towardFirst);
  expect(await pointing(page, fill(ur.pictures.moveLater, { number: 1 })), 'later').toBe(-towardFirst);
}

async function personal(page: Page, name: string): Promise<void> {
  await page.getByRole('radio', { name: fill(ur.profile.avatar, { number: 3 }) }).check();
  await field(page, ur.fields.name).fill(name);
  await field(page, ur.fields.phone).fill('0300-1234567');
}

describe.each([1280, 360])('an Urdu reader at %i px', (width) => {
  it('lists a room', () =>
    asUrduLister(width, 'Zara Ahmed', `zara-ur-${width}@example.pk`, async (page) => {
      await page.goto(`${app.url}/listRoom`);
      await heading(page, ur.steps.room.intro);
      await page.getByText(fill(ur.greeting, { name: 'Zara', purpose: ur.purpose.room })).waitFor();
      await snap(page, 'room-step-0-intro', width);
      await next(page);

      await heading(page, ur.steps.room.type);
      await page.getByRole('radio', { name: labels.roomTypes['Appartment Room'] }).check();
      await snap(page, 'room-step-1-type', width);
      await next(page);

      await heading(page, ur.steps.room.tagline);
      await field(page, ur.fields.tagline).fill(`گلبرگ میں روشن کمرہ ${width}`);
      await snap(page, 'room-step-2-tagline', width);
      await next(page);

      await heading(page, ur.steps.room.images);
      await pictures(page, 9);
      await expectArrowsPointAlongTheList(page);
      await snap(page, 'room-step-3-images', width);
      await next(page);

      await heading(page, ur.steps.room.personal);
      await personal(page, 'زارا احمد');
      await snap(page, 'room-step-4-personal', width);
      await next(page);

      await heading(page, ur.steps.room.room);
      await field(page, ur.room.rent).fill('16000');
      await field(page, ur.fields.availableFrom).fill('2026-12-15');
      await field(page, ur.address.label).fill('Gulberg III, Lahore');
      await field(page, ur.room.condition).selectOption({ label: labels.roomConditions['In a good shape'] });
      await field(page, ur.room.kitchen).selectOption({ label: labels.kitchenOptions.Shared });
      await page.getByRole('group', { name: ur.room.bathroom, exact: true }).getByRole('radio', { name: labels.bathroomOptions.Private }).check();
      await page.getByRole('radio', { name: labels.bathroomTypes.English }).check();
      await field(page, ur.fields.furnished).check();
      await page.getByRole('checkbox', { name: labels.furnishedItems.bed }).check();
      await page.getByRole('checkbox', { name: labels.features.internet }).check();
      await snap(page, 'room-step-5-details', width);
      await next(page);

      await heading(page, ur.steps.room.security);
      await snap(page, 'room-step-6-security', width);
      await next(page);

      await heading(page, ur.steps.room.submit);
      await snap(page, 'room-step-7-submit', width);
      await page.getByRole('button', { name: ur.nav.submit }).click();
      await page.waitForURL(/\/myListing\?listed=rooms$/);
    }));

  it('lists a roommate ad', () =>
    asUrduLister(width, 'Hina Raza', `hina-ur-${width}@example.pk`, async (page) => {
      await page.goto(`${app.url}/listRoomMate`);
      await heading(page, ur.steps.roommate.tagline);
      await field(page, ur.fields.tagline).fill(`ڈی ایچ اے میں خاتون روم میٹ درکار ${width}`);
      await snap(page, 'roommate-step-0-tagline', width);
      await next(page);

      await heading(page, ur.steps.roommate.images);
      await pictures(page, 5);
      await snap(page, 'roommate-step-1-images', width);
      await next(page);

      await heading(page, ur.steps.roommate.personal);
      await personal(page, 'حنا رضا');
      await field(page, ur.roommate.listerAge).fill('26');
      await snap(page, 'roommate-step-2-personal', width);
      // A refresh offers the draft, in Urdu, and keeps what was typed.
      await page.waitForTimeout(600);
      await page.reload();
      await heading(page, ur.draft.title);
      await snap(page, 'roommate-draft-offer', width);
      await page.getByRole('button', { name: ur.draft.continue }).click();
      await heading(page, ur.steps.roommate.personal);
      expect(await field(page, ur.roommate.listerAge).inputValue()).toBe('26');
      await next(page);

      await heading(page, ur.steps.roommate.professional);
      await field(page, ur.roommate.occupation).selectOption({ label: labels.occupations.Teacher });
      await field(page, ur.roommate.degree).selectOption({ label: labels.degreeTitles['M.A'] });
      await snap(page, 'roommate-step-3-professional', width);
      await next(page);

      await heading(page, ur.steps.roommate.room);
      await field(page, ur.roommate.rent).fill('14000');
      await field(page, ur.fields.availableFrom).fill('2099-01-01');
      await field(page, ur.address.label).fill('DHA Phase 5, Lahore');
      await page.getByRole('checkbox', { name: labels.features.gas }).check();
      await snap(page, 'roommate-step-4-room', width);
      await next(page);

      await heading(page, ur.steps.roommate.preferences);
      await page.getByRole('radio', { name: labels.genders.Female }).check();
      await field(page, ur.roommate.age).fill('35');
      await page.getByRole('checkbox', { name: labels.lifestylePreferences['Non Smoker'] }).check();
      await snap(page, 'roommate-step-5-preferences', width);
      await next(page);

      await heading(page, ur.steps.roommate.security);
      await field(page, ur.nic.label).fill('3520212345671');
      await snap(page, 'roommate-step-6-security', width);
      await next(page);

      await heading(page, ur.steps.roommate.submit);
      await snap(page, 'roommate-step-7-submit', width);
      await page.getByRole('button', { name: ur.nav.submit }).click();
      await page.waitForURL(/\/myListing\?listed=roommates$/);
    }));

  it('sells an item', () =>
    // The page's alert (the server's message) is dismissed by Playwright, as a reader's OK would.
    asUrduLister(width, 'Usman Tariq', `usman-ur-${width}@example.pk`, async (page) => {
      // A sent item goes back one page: to My Listings here.
      await page.goto(`${app.url}/myListing?listed=accessories`);
      await page.goto(`${app.url}/listAccessories`);
      await heading(page, ur.steps.accessory.tagline);
      await field(page, ur.fields.tagline).fill(`بہترین حالت میں اسٹڈی ٹیبل ${width}`);
      await snap(page, 'accessory-step-0-tagline', width);
      await next(page);

      await heading(page, ur.steps.accessory.images);
      await pictures(page, 5);
      await snap(page, 'accessory-step-1-images', width);
      await next(page);

      await heading(page, ur.steps.accessory.personal);
      await personal(page, 'عثمان طارق');
      await snap(page, 'accessory-step-2-personal', width);
      await next(page);

      await heading(page, ur.steps.accessory.product);
      await field(page, ur.accessory.name).fill('اسٹڈی ٹیبل');
      await field(page, ur.accessory.price).fill('7500');
      await field(page, ur.accessory.condition).selectOption({ label: ur.accessory.conditionNew });
      await field(page, ur.accessory.usageYear).fill('1');
      await field(page, ur.address.label).fill('G-11, Islamabad');
      await snap(page, 'accessory-step-3-product', width);
      await next(page);

      await heading(page, ur.steps.accessory.submit);
      await snap(page, 'accessory-step-4-submit', width);
      await page.getByRole('button', { name: ur.nav.submit }).click();
      await page.waitForURL(/\/myListing\?listed=accessories$/);
    }));
});

describe.each([1280, 360])('an Urdu reader editing at %i px', (width) => {
  it('changes the rent of a live room and sends it for review', () =>
    asUrduLister(width, 'Rabia Anwar', `rabia-ur-${width}@example.pk`, async (page) => {
      const { userId } = await whoAmI(page);
      const id = await listApproved(
        app.kamra.store, userId, { kind: 'room', fields: roomFields('Sunny room near Liberty Market', 'Gulberg III, Lahore', 12000) },
        await new PictureMaker(app.kamra.config.uploadDir).pictures('Gulberg', 3), 4, 0,
      );
      await app.kamra.projector.caughtUp();
      await page.goto(`${app.url}/myListing/room/${id}/edit`);
      await page.getByText(fill(ur.greeting, { name: 'Rabia', purpose: ur.purpose.edit })).waitFor();
      await heading(page, ur.steps.room.type);
      await next(page);
      await heading(page, ur.steps.room.tagline);
      await next(page);

      await heading(page, ur.steps.room.images);
      await page.getByRole('list', { name: ur.pictures.ofListing }).getByText(ur.pictures.current).first().waitFor();
      await page.getByText(fill(ur.pictures.count, { total: 3, max: 9 })).waitFor();
      await snap(page, 'edit-pictures', width);
      await next(page);
      await heading(page, ur.steps.room.personal);
      await snap(page, 'edit-personal', width);
      await next(page);

      await heading(page, ur.steps.room.room);
      await field(page, ur.room.rent).fill('21000');
      await snap(page, 'edit-details', width);
      await next(page);
      await heading(page, ur.steps.room.security);
      await next(page);
      // Editing, the last step reviews and sends the changes rather than thanking for a listing.
      await heading(page, ur.steps.editSubmit);
      await page.getByText(ur.thanks.edit.replace(/<\/?strong>/g, '')).waitFor();
      await page.getByRole('button', { name: ur.nav.sendChanges }).click();
      await page.waitForURL(new RegExp(`/myListing/room/${id}$`));
    }));
});
