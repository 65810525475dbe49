import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { horizontalOverflow, launchBrowser, openPage, saveScreenshot } from './harness/browser';
import { startKamraApp, type KamraApp } from './harness/kamra-app';
import { phonePhoto, smallPhoto, unreadablePng, type PickedFile } from './harness/photos';
import { signInWithDevForm } from './harness/sign-in';

let app: KamraApp;
let browser: Browser;
let photos: PickedFile[];

beforeAll(async () => {
  app = await startKamraApp();
  browser = await launchBrowser();
  photos = [await phonePhoto(), await smallPhoto('Bed'), await smallPhoto('Window', '#8a4b2a'), await smallPhoto('Desk', '#34495e')];
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

/** Shows the step, checks it fits the window, saves a screenshot. */
async function snap(page: Page, name: string, width: number): Promise<void> {
  expect(await horizontalOverflow(page), `${name} at ${width}px is wider than the window`).toBe(0);
  await saveScreenshot(page, `${name}-${width}`);
}

async function pickPictures(page: Page, files: PickedFile[], count: string): Promise<void> {
  await page.locator('input[type="file"][multiple]').setInputFiles(files);
  await page.getByText(count).waitFor();
}

async function choosePersonal(page: Page, name: string): Promise<void> {
  await page.getByRole('radio', { name: 'Avatar 3' }).check();
  await page.getByLabel('Your name', { exact: true }).fill(name);
  await page.getByLabel('Phone number', { exact: true }).fill('0300-1234567');
}

declare const uploadedBytes: number[];

/** Counts the bytes of every multipart body the page sends (Chromium hides them from the request log). */
const countUploads = (page: Page) =>
  page.addInitScript(() => {
    const sizes: number[] = [];
    Object.assign(window, { uploadedBytes: sizes });
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      if (body instanceof FormData) {
        sizes.push([...body.values()].reduce((total, value) => total + (value instanceof Blob ? value.size : value.length), 0));
      }
      send.call(this, body);
    };
  });

async function walkRoom(page: Page, width: number, tagline: string, pictures: PickedFile[]): Promise<void> {
  await page.goto(`${app.url}/listRoom`);
  await heading(page, 'List your room');
  await page.getByText(/^Hi Zara, let's list your room\./).waitFor();
  await snap(page, 'room-step-0-intro', width);
  await next(page);

  await heading(page, 'What kind of room is it?');
  await next(page);
  await page.getByText('Please Select Room Type First!').waitFor();
  await snap(page, 'room-step-1-type-refused', width);
  await page.getByRole('radio', { name: 'House Room' }).check();
  await next(page);

  await heading(page, 'Give your room a tagline');
  await page.getByLabel('Tagline', { exact: true }).fill(tagline);
  await snap(page, 'room-step-2-tagline', width);
  await next(page);

  await heading(page, 'Add pictures of the room');
  await next(page);
  await page.getByText('Select 3 - 9 images!').waitFor();
  await pickPictures(page, pictures, `${pictures.length} of 9 pictures`);
  await page.getByRole('button', { name: 'Move picture 2 earlier' }).click();
  await snap(page, 'room-step-3-images', width);
  await next(page);

  await heading(page, 'About you');
  // "Your name" starts as the signed-in person's name.
  expect(await page.getByLabel('Your name', { exact: true }).inputValue()).toBe('Zara Ahmed');
  await choosePersonal(page, 'Zara Ahmed');
  await snap(page, 'room-step-4-personal', width);
  await next(page);

  await heading(page, 'Room details');
  await page.getByLabel('Monthly rent (PKR)', { exact: true }).fill('16000');
  await page.getByLabel('Available from', { exact: true }).fill('2026-12-15');
  await page.getByLabel('Address', { exact: true }).fill('Bahria Town, Rawalpindi');
  await page.getByLabel('Condition', { exact: true }).selectOption('In a good shape');
  await page.getByLabel('Kitchen', { exact: true }).selectOption('Shared');
  await page.getByRole('radio', { name: 'Private' }).check();
  await page.getByRole('radio', { name: 'English' }).check();
  await page.getByLabel('The room is furnished', { exact: true }).check();
  await next(page);
  await page.getByText('Please select some accessories of your room').waitFor();
  await page.getByRole('checkbox', { name: 'Bed' }).check();
  await page.getByRole('checkbox', { name: 'Internet' }).check();
  await snap(page, 'room-step-5-details', width);
  await next(page);

  await heading(page, 'Security');
  await snap(page, 'room-step-6-security', width);
  await next(page);

  await heading(page, 'Thank you!');
  await snap(page, 'room-step-7-submit', width);
}

describe.each([1280, 360])('a lister at %i px', (width) => {
  it('lists a room, sees it pending in My Listings, opens and deletes it', async () => {
    const { page, context, errors } = await openPage(browser, width);
    try {
      await countUploads(page);
      await signInWithDevForm(page, app.url, 'Zara Ahmed', `zara-${width}@example.pk`);
      const tagline = `Quiet room in Bahria Town ${width}`;
      await walkRoom(page, width, tagline, photos.slice(0, 3));

      await page.getByRole('button', { name: 'Submit' }).dblclick();
      const uploads = await page.evaluate(() => uploadedBytes);
      await page.waitForURL(/\/myListing\?listed=rooms$/);
      expect(uploads).toHaveLength(1);
      // The 12-megapixel photo went out resized: three pictures together stay well under the photo alone.
      const phone = photos[0]?.buffer.length ?? 0;
      console.log(`room upload at ${width}px: ${Math.round((uploads[0] ?? 0) / 1024)} KB for 3 pictures; the phone photo alone was ${Math.round(phone / 1024)} KB`);
      expect(uploads[0]).toBeLessThan(phone / 2);

      const card = page.getByRole('article').filter({ hasText: tagline });
      await card.waitFor();
      expect(await card.getByText('Pending review').isVisible()).toBe(true);
      expect(await card.getByText('NEW').isVisible()).toBe(true);
      await page.getByText('Your listing has been submitted and will appear once approved.').waitFor();
      await snap(page, 'my-listings-rooms', width);

      await card.getByRole('link').click();
      await page.waitForURL(/\/myListing\/room\//);
      await page.getByRole('heading', { level: 1, name: tagline }).waitFor();
      expect(await page.title()).toBe('Kamra | My Room');
      await snap(page, 'my-room-owner-view', width);
      await page.getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete this listing?' });
      await dialog.getByText('This cannot be undone.').waitFor();
      await snap(page, 'my-room-delete-dialog', width);
      await dialog.getByRole('button', { name: 'Yes, delete' }).click();
      await page.waitForURL(/\/myListing\?listed=rooms$/);
      await page.getByText('No data found!').waitFor();
      await snap(page, 'my-listings-empty', width);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lists a roommate ad and lands on My Listings, RoomMate tab', async () => {
    const { page, context, errors } = await openPage(browser, width);
    try {
      await signInWithDevForm(page, app.url, 'Hina Raza', `hina-${width}@example.pk`);
      await page.goto(`${app.url}/listRoomMate`);
      await page.getByText(/^Hi Hina, let's find you a roommate\./).waitFor();
      await heading(page, 'Give your ad a tagline');
      const tagline = `Female roommate wanted in Gulshan ${width}`;
      await page.getByLabel('Tagline', { exact: true }).fill(tagline);
      await snap(page, 'roommate-step-0-tagline', width);
      await next(page);

      await heading(page, 'Add pictures of the place');
      await pickPictures(page, photos.slice(1, 4), '3 of 5 pictures');
      await snap(page, 'roommate-step-1-images', width);
      await next(page);

      await heading(page, 'About you');
      // Her own photo instead of an avatar: a JPEG, resized like the pictures.
      await page.locator('input[type="file"][accept^="image/jpeg"]').setInputFiles(photos.slice(0, 1));
      await page.getByRole('img', { name: 'Your uploaded photo' }).waitFor();
      await page.getByLabel('Your name', { exact: true }).fill('Hina Raza');
      await page.getByLabel('Phone number', { exact: true }).fill('0300-1234567');
      await page.getByLabel('Your age', { exact: true }).fill('26');
      await snap(page, 'roommate-step-2-personal', width);
      await next(page);

      await heading(page, 'Your work and studies');
      await page.getByLabel('Occupation', { exact: true }).selectOption('Teacher');
      await page.getByLabel('Degree title', { exact: true }).selectOption('M.A');
      await snap(page, 'roommate-step-3-professional', width);
      await next(page);

      await heading(page, 'The room');
      await page.getByLabel('Rent per head (PKR)', { exact: true }).fill('999');
      await page.getByLabel('Available from', { exact: true }).fill('2099-01-01');
      await page.getByLabel('Address', { exact: true }).fill('Gulshan-e-Iqbal, Karachi');
      await next(page);
      await page.getByText('Rent per head must be at least PKR 1,000.').waitFor();
      await page.getByLabel('Rent per head (PKR)', { exact: true }).fill('14000');
      await snap(page, 'roommate-step-4-room', width);
      await next(page);

      await heading(page, 'Who are you looking for?');
      await next(page);
      await page.getByText('Please, Select the gender you are looking for!').waitFor();
      await page.getByRole('radio', { name: 'Female' }).check();
      await page.getByLabel('Age under', { exact: true }).fill('35');
      await page.getByRole('checkbox', { name: 'Non Smoker' }).check();
      await snap(page, 'roommate-step-5-preferences', width);
      await next(page);

      await heading(page, 'Security');
      await page.getByLabel('NIC number (optional)', { exact: true }).fill('4210112345671');
      await snap(page, 'roommate-step-6-security', width);
      await next(page);

      await heading(page, 'Thank you!');
      await snap(page, 'roommate-step-7-submit', width);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(/\/myListing\?listed=roommates$/);
      const card = page.getByRole('article').filter({ hasText: tagline });
      await card.waitFor();
      expect(await card.getByText('Pending review').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'RoomMate', exact: true }).getAttribute('aria-current')).toBe('page');
      await snap(page, 'my-listings-roommates', width);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sells an accessory, is told it was submitted, and goes back one page', async () => {
    const { page, context, errors } = await openPage(browser, width);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    try {
      await signInWithDevForm(page, app.url, 'Usman Tariq', `usman-${width}@example.pk`);
      await page.goto(`${app.url}/myListing?listed=accessories`);
      await page.getByText('No data found!').waitFor();
      await page.getByRole('link', { name: 'Sell an accessory' }).first().click();
      await page.getByText(/^Hi Usman, let's sell your pre-loved item\./).waitFor();

      await heading(page, 'Give your item a tagline');
      const tagline = `Office chair, barely used ${width}`;
      await page.getByLabel('Tagline', { exact: true }).fill(tagline);
      await snap(page, 'accessory-step-0-tagline', width);
      await next(page);

      await heading(page, 'Add pictures of the item');
      await pickPictures(page, photos.slice(1, 4), '3 of 5 pictures');
      await page.getByRole('button', { name: 'Remove picture 3' }).click();
      await page.getByText('2 of 5 pictures').waitFor();
      await next(page);
      await page.getByText('Please, Select 3 - 5 images of your accessory!').waitFor();
      await pickPictures(page, photos.slice(3, 4), '3 of 5 pictures');
      await snap(page, 'accessory-step-1-images', width);
      await next(page);

      await heading(page, 'About you');
      await choosePersonal(page, 'Usman Tariq');
      await snap(page, 'accessory-step-2-personal', width);
      await next(page);

      await heading(page, 'The product');
      await page.getByLabel('Product name', { exact: true }).fill('Office chair');
      await page.getByLabel('Price (PKR)', { exact: true }).fill('7500');
      await page.getByLabel('Condition (1 to 10)', { exact: true }).selectOption('8');
      await page.getByLabel('Years used', { exact: true }).fill('1');
      await page.getByLabel('Address', { exact: true }).fill('G-11, Islamabad');
      await snap(page, 'accessory-step-3-product', width);
      await next(page);

      await heading(page, 'Thank you!');
      await snap(page, 'accessory-step-4-submit', width);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(/\/myListing\?listed=accessories$/);
      const card = page.getByRole('article').filter({ hasText: tagline });
      await card.waitFor();
      expect(await card.getByText('Pending review').isVisible()).toBe(true);
      expect(alerts).toEqual(['Your listing has been submitted and will appear once approved.']);
      await snap(page, 'my-listings-accessories', width);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** Whether all of the element is in the clear part of the view: below the sticky navbar, above the phone's tab bar. */
const inClearView = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
    const tabbar = document.querySelector('.tabbar');
    const bottom = tabbar !== null && getComputedStyle(tabbar).display !== 'none' ? tabbar.getBoundingClientRect().top : window.innerHeight;
    return box.top >= top && box.bottom <= bottom;
  });

describe.each([
  { width: 360, height: 560 },
  { width: 1280, height: 640 },
])('a step refused by Next at $width × $height px', ({ width, height }) => {
  it('leaves the step\'s title and its message in view, clear of the sticky header', async () => {
    const { page, context, errors } = await openPage(browser, width);
    try {
      await page.setViewportSize({ width, height });
      await signInWithDevForm(page, app.url, 'Zara Ahmed', `zara-short-${width}@example.pk`);
      await page.goto(`${app.url}/listRoom`);
      await heading(page, 'List your room');
      await next(page);
      await heading(page, 'What kind of room is it?');
      await next(page);
      await page.getByText('Please Select Room Type First!').waitFor();
      await expect.poll(() => inClearView(page, '#wizard-step-heading')).toBe(true);
      expect(await inClearView(page, '.wizard-field__error')).toBe(true);
      expect(await page.getByRole('radio', { name: 'Hostel Room' }).evaluate((radio) => radio === document.activeElement)).toBe(true);
      await saveScreenshot(page, `room-step-1-refused-short-${width}`);

      // Every step the same: the tagline's.
      await page.getByRole('radio', { name: 'House Room' }).check();
      await next(page);
      await heading(page, 'Give your room a tagline');
      await next(page);
      await page.locator('.wizard-field__error').waitFor();
      await expect.poll(() => inClearView(page, '#wizard-step-heading')).toBe(true);
      expect(await inClearView(page, '.wizard-field__error')).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a half-filled wizard', () => {
  it('comes back after a refresh with what was typed and the pictures', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await signInWithDevForm(page, app.url, 'Kamran Ali', 'kamran@example.pk');
      await page.goto(`${app.url}/listRoomMate`);
      await page.getByLabel('Tagline', { exact: true }).fill('Roommate wanted near NUST');
      await next(page);
      await pickPictures(page, photos.slice(1, 4), '3 of 5 pictures');
      await next(page);
      await page.getByLabel('Your name', { exact: true }).fill('Kamran Ali');
      await page.waitForTimeout(600);
      await page.reload();

      await heading(page, 'Continue where you left off?');
      await saveScreenshot(page, 'wizard-draft-offer-1280');
      await page.getByRole('button', { name: 'Continue' }).click();
      await heading(page, 'About you');
      expect(await page.getByLabel('Your name', { exact: true }).inputValue()).toBe('Kamran Ali');
      await page.getByRole('button', { name: 'Previous' }).click();
      await page.getByText('3 of 5 pictures').waitFor();
      // The count comes from the wizard's state; each preview appears once its restored file
      // has an object URL, a moment later on a loaded machine.
      await expect.poll(() => page.getByRole('img', { name: /^Picture \d/ }).count()).toBe(3);
      await page.getByRole('button', { name: 'Previous' }).click();
      expect(await page.getByLabel('Tagline', { exact: true }).inputValue()).toBe('Roommate wanted near NUST');

      // Start over forgets it.
      await page.reload();
      await page.getByRole('button', { name: 'Start over' }).click();
      expect(await page.getByLabel('Tagline', { exact: true }).inputValue()).toBe('');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a picture the server cannot read', () => {
  it('is shown with its message on the pictures step, with everything else kept', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await signInWithDevForm(page, app.url, 'Zara Ahmed', 'zara-refused@example.pk');
      await walkRoom(page, 1280, 'Room with a broken picture', [...photos.slice(1, 3), await unreadablePng()]);
      await page.getByRole('button', { name: 'Submit' }).click();
      await heading(page, 'Add pictures of the room');
      await page.getByText('This image could not be read. Please choose another file.').waitFor();
      await saveScreenshot(page, 'room-picture-refused-1280');
      await page.getByRole('button', { name: 'Remove picture 3' }).click();
      await pickPictures(page, photos.slice(3, 4), '3 of 9 pictures');
      for (let step = 3; step < 7; step++) await next(page);
      await heading(page, 'Thank you!');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(/\/myListing\?listed=rooms$/);
      await page.getByRole('article').filter({ hasText: 'Room with a broken picture' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** The accessible name of the focused element: its label, aria-label, or text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (element === null) return '';
    const labelled = 'labels' in element && element.labels instanceof NodeList ? element.labels[0]?.textContent : null;
    const image = element.closest('label')?.querySelector('img')?.getAttribute('alt');
    return (element.getAttribute('aria-label') || labelled?.trim() || image || element.textContent || '').trim();
  });

/** Presses Tab until the focus is on `name` (the way a keyboard user moves through the page). */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press('Tab');
    if ((await focusedName(page)).startsWith(name)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

describe('a keyboard-only lister at 360 px', () => {
  it('sells an accessory without touching the mouse', async () => {
    const { page, context, errors } = await openPage(browser, 360);
    page.on('dialog', (dialog) => void dialog.accept());
    try {
      await signInWithDevForm(page, app.url, 'Ali Raza', 'ali-keys@example.pk');
      await page.goto(`${app.url}/listAccessories`);
      await heading(page, 'Give your item a tagline');
      await tabTo(page, 'Tagline');
      await page.keyboard.type('Bookshelf, five shelves');
      await page.keyboard.press('Enter');

      await heading(page, 'Add pictures of the item');
      // Listening turns on Chromium's file-chooser interception, a message of its own; asked for
      // before the Tab presses, it is in place when Space opens the chooser, even on a loaded
      // machine (asked right before Space, the chooser once opened first and was never seen).
      const chooser = page.waitForEvent('filechooser', { timeout: 60_000 });
      await tabTo(page, 'Choose pictures');
      await page.keyboard.press('Space');
      await (await chooser).setFiles(photos.slice(1, 4));
      await page.getByText('3 of 5 pictures').waitFor();
      await tabTo(page, 'Move picture 3 earlier');
      await page.keyboard.press('Enter');
      await tabTo(page, 'Next');
      await page.keyboard.press('Enter');

      await heading(page, 'About you');
      await tabTo(page, 'Avatar 1');
      await page.keyboard.press('ArrowRight');
      expect(await page.getByRole('radio', { name: 'Avatar 2' }).isChecked()).toBe(true);
      // The name is there already, from the account.
      await tabTo(page, 'Your name');
      expect(await page.getByLabel('Your name', { exact: true }).inputValue()).toBe('Ali Raza');
      await tabTo(page, 'Phone number');
      await page.keyboard.type('0345 1234567');
      await page.keyboard.press('Enter');

      await heading(page, 'The product');
      await tabTo(page, 'Product name');
      await page.keyboard.type('Bookshelf');
      await tabTo(page, 'Price (PKR)');
      await page.keyboard.type('50');
      await page.keyboard.press('Enter');
      // The rule's message is read with the field it belongs to.
      const price = page.getByLabel('Price (PKR)', { exact: true });
      await page.getByText('Price must be at least PKR 100.').waitFor();
      expect(await price.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await price.getAttribute('aria-describedby')) ?? '';
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Price must be at least PKR 100.');
      await price.focus();
      await page.keyboard.type('00');
      await tabTo(page, 'Condition (1 to 10)');
      await page.keyboard.type('7');
      await tabTo(page, 'Years used');
      await page.keyboard.type('2');
      await tabTo(page, 'Address');
      await page.keyboard.type('Model Town, Lahore');
      await page.keyboard.press('Enter');

      await heading(page, 'Thank you!');
      await tabTo(page, 'Submit');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => !url.pathname.startsWith('/listAccessories'));
      await page.goto(`${app.url}/myListing?listed=accessories`);
      await page.getByRole('article').filter({ hasText: 'Bookshelf, five shelves' }).getByText('Pending review').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('My Listings', () => {
  it('shows a spinner while loading and the spec text when the load fails', async () => {
    const { page, context, errors } = await openPage(browser, 360);
    try {
      await signInWithDevForm(page, app.url, 'Sadia Noor', 'sadia@example.pk');
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/me/listings?**', async (route) => {
        await held;
        await route.abort('internetdisconnected');
      });
      await page.goto(`${app.url}/myListing?listed=roommates`);
      await page.getByText('Loading your RoomMate listings...').waitFor({ state: 'attached' });
      release();
      await page.getByText('Check your internet connection and try again!').waitFor();
      await page.unroute('**/api/me/listings?**');
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByText('No data found!').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
