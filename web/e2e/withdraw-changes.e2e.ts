// A lister takes back changes waiting for review, against the real services: the wrong rent
// leaves the admins' queue and the page shows the live listing alone.
import { randomUUID } from 'node:crypto';
import { listingStream, type ListingEvent } from '@kamra/contracts/events';
import { messages } from '@kamra/contracts/messages';
import type { ListingDetail } from '@kamra/contracts/read-models';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { horizontalOverflow, launchBrowser, openPage, saveScreenshot } from './harness/browser';
import { startKamraApp, type KamraApp } from './harness/kamra-app';
import { readIn } from './harness/language';
import { PictureMaker } from './harness/pictures';
import { listApproved, roomFields } from './harness/seed';
import { signInWithDevForm, whoAmI } from './harness/sign-in';
import urMyListings from '../src/i18n/locales/ur/myListings.json';

let app: KamraApp;
let browser: Browser;
let pictures: PictureMaker;

beforeAll(async () => {
  app = await startKamraApp();
  browser = await launchBrowser();
  pictures = new PictureMaker(app.kamra.config.uploadDir);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** A live room of `ownerId` with a wrong rent waiting for review, recorded as the edit route records it. */
async function roomWithWrongRent(ownerId: string, tagline: string) {
  const fields = roomFields(tagline, 'Gulberg III, Lahore', 12000);
  const photos = await pictures.pictures('Gulberg', 3);
  const id = await listApproved(app.kamra.store, ownerId, { kind: 'room', fields }, photos, 4);
  const record = async (event: ListingEvent, actorId: string, actorRole: 'user' | 'admin') => {
    await app.kamra.store.appendToStream(listingStream(id), [{
      ...event,
      metadata: { eventId: randomUUID(), actorId, actorRole, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), schemaVersion: 1 },
    }], { expectedRevision: 'any' });
    await app.kamra.projector.caughtUp();
  };
  const revise = (rent: number) => record({
    type: 'ListingRevised',
    data: {
      listingId: id, kind: 'room', fields: { ...fields, rent }, pictures: photos, profile: { kind: 'avatar', name: 'avatar-3' },
      revisedAt: new Date().toISOString(), besideLive: true, changes: [{ field: 'rent', from: 12000, to: rent }],
    },
  }, ownerId, 'user');
  const rejectChanges = () => record({ type: 'ListingRevisionRejected', data: { listingId: id, reason: 'Rent looks wrong' } }, 'admin', 'admin');
  await revise(1200);
  return { id, revise, rejectChanges };
}

/** The listing as a visitor gets it. */
async function publicListing(id: string): Promise<ListingDetail> {
  const response = await app.kamra.request(`/api/listings/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ListingDetail;
}

describe('a lister withdraws a wrong rent waiting for review', () => {
  it('asks first, then shows the live listing alone; a change decided meanwhile is refused with a reason', async () => {
    const lister = await openPage(browser, 360);
    const { page } = lister;
    try {
      await signInWithDevForm(page, app.url, 'Nadia Hussain', 'nadia@example.pk');
      const { userId } = await whoAmI(page);
      const { id, revise, rejectChanges } = await roomWithWrongRent(userId, 'Quiet room near Gulberg Main Boulevard');

      await page.goto(`${app.url}/myListing/room/${id}`);
      const waiting = page.getByRole('region', { name: 'Changes waiting for review' });
      await waiting.waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await saveScreenshot(page, 'withdraw-waiting-360');

      // A confirmation first; cancelling changes nothing.
      await page.getByRole('button', { name: 'Withdraw changes' }).click();
      const dialog = page.getByRole('dialog', { name: 'Withdraw your changes?' });
      await dialog.waitFor();
      await saveScreenshot(page, 'withdraw-confirm-360');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await waiting.isVisible()).toBe(true);

      await page.getByRole('button', { name: 'Withdraw changes' }).click();
      await dialog.getByRole('button', { name: 'Withdraw changes' }).click();
      await page.getByRole('status').getByText(messages.revisionWithdrawn).waitFor();
      await dialog.waitFor({ state: 'detached' });
      expect(await page.getByRole('region', { name: 'Changes waiting for review' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Withdraw changes' }).count()).toBe(0);
      await page.getByText('PKR 12,000').first().waitFor();
      expect(await page.getByText('PKR 1,200').count()).toBe(0);
      expect(await horizontalOverflow(page)).toBe(0);
      await saveScreenshot(page, 'withdraw-done-360');
      // Nothing the public saw changed meanwhile.
      expect(await publicListing(id)).toMatchObject({ status: 'approved', rent: 12000 });

      // Another wrong rent, decided by an admin while the page still shows it waiting.
      await revise(2100);
      await page.reload();
      await page.getByRole('region', { name: 'Changes waiting for review' }).waitFor();
      await rejectChanges();
      await page.getByRole('button', { name: 'Withdraw changes' }).click();
      await dialog.getByRole('button', { name: 'Withdraw changes' }).click();
      await dialog.getByRole('alert').getByText(messages.withdrawNothingWaiting).waitFor();
      expect(await dialog.getByRole('button', { name: 'Withdraw changes' }).isEnabled()).toBe(true);
      await saveScreenshot(page, 'withdraw-refused-360');
      // Closing the refusal shows what was decided instead of the stale waiting changes.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('region', { name: 'Changes rejected' }).getByText('Rent looks wrong').waitFor();
      expect(await page.getByRole('button', { name: 'Withdraw changes' }).count()).toBe(0);
      expect(lister.errors).toEqual([]);
    } finally {
      await lister.context.close();
    }
  });

  it('reads in Urdu and on a wide window', async () => {
    for (const [language, width] of [['en', 1280], ['ur', 360], ['ur', 1280]] as const) {
      const lister = await openPage(browser, width);
      const { page } = lister;
      try {
        await signInWithDevForm(page, app.url, `Sana ${language}${width}`, `sana-${language}-${width}@example.pk`);
        if (language === 'ur') await readIn(page.context(), app.url, 'ur');
        const { userId } = await whoAmI(page);
        const { id } = await roomWithWrongRent(userId, `Bright room ${language} ${width}`);
        await page.goto(`${app.url}/myListing/room/${id}`);
        const button = page.getByRole('button', { name: language === 'ur' ? urMyListings.withdraw.button : 'Withdraw changes' });
        await button.waitFor();
        expect(await horizontalOverflow(page)).toBe(0);
        await saveScreenshot(page, `withdraw-waiting-${language}-${width}`);
        await button.click();
        await page.getByRole('dialog').waitFor();
        await saveScreenshot(page, `withdraw-confirm-${language}-${width}`);
        await page.getByRole('dialog').getByRole('button', { name: language === 'ur' ? urMyListings.withdraw.confirm : 'Withdraw changes' }).click();
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await page.getByRole('status').waitFor();
        expect(await horizontalOverflow(page)).toBe(0);
        await saveScreenshot(page, `withdraw-done-${language}-${width}`);
        expect(lister.errors).toEqual([]);
      } finally {
        await lister.context.close();
      }
    }
  });
});
