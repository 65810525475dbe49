// Listers edit their listings and admins decide the changes, against the real services: every
// change waits for review while the approved version stays public.
import { randomUUID } from 'node:crypto';
import { listingStream } from '@kamra/contracts/events';
import { messages } from '@kamra/contracts/messages';
import type { ListingDetail, MyListing, Page as ListingPage } from '@kamra/contracts/read-models';
import { TEST_ADMIN_EMAIL } from '@kamra/runtime/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { ARTIFACTS_DIR, horizontalOverflow, launchBrowser, openPage, saveScreenshot, type WatchedPage } from './harness/browser';
import { startKamraApp, type KamraApp } from './harness/kamra-app';
import { smallPhoto } from './harness/photos';
import { PictureMaker } from './harness/pictures';
import { LISTER_PHONE, listApproved, registerUser, roomFields } from './harness/seed';
import { signInWithDevForm, whoAmI } from './harness/sign-in';

let app: KamraApp;
let browser: Browser;
let pictures: PictureMaker;
let admin: WatchedPage;
const DASHBOARD = '/my_admin_dashboard';

beforeAll(async () => {
  app = await startKamraApp();
  browser = await launchBrowser();
  pictures = new PictureMaker(app.kamra.config.uploadDir);
  admin = await openPage(browser, 1280);
  await signInWithDevForm(admin.page, app.url, 'Admin Sahib', TEST_ADMIN_EMAIL);
});

afterAll(async () => {
  await admin?.context.close();
  await browser?.close();
  await app?.close();
});

/** A live room of `ownerId` (approved, optionally boosted), as the wizard and an admin left it. */
async function liveRoom(ownerId: string, tagline: string, rent: number, boostDays: number): Promise<string> {
  const fields = roomFields(tagline, 'Gulberg III, Lahore', rent);
  const id = await listApproved(app.kamra.store, ownerId, { kind: 'room', fields }, await pictures.pictures('Gulberg', 3), 4, boostDays);
  await app.kamra.projector.caughtUp();
  return id;
}

/** The listing as a visitor gets it. */
async function publicListing(id: string): Promise<ListingDetail> {
  const response = await app.kamra.request(`/api/listings/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ListingDetail;
}

/** Next, step after step, until the step titled `title` shows. */
async function nextUntil(page: Page, title: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1, name: title, exact: true });
  for (let step = 0; step < 10 && !(await heading.isVisible()); step += 1) {
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForTimeout(50);
  }
  await heading.waitFor();
}

/** The page's changes list, one row per field as it reads on screen. */
async function changeRows(page: Page, name: string): Promise<string[]> {
  const list = page.getByRole('region', { name }).locator('.listing-changes__row');
  await list.first().waitFor();
  return (await list.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}

async function historyLines(page: Page): Promise<string[]> {
  const timeline = page.getByRole('list', { name: 'Moderation history' });
  await timeline.getByRole('listitem').first().waitFor();
  return (await timeline.locator(':scope > li').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}

async function openInQueue(tagline: string): Promise<void> {
  const { page } = admin;
  await page.goto(`${app.url}${DASHBOARD}/admin_newListings`);
  const queue = page.getByRole('list', { name: 'Pending Rooms, oldest first' });
  await queue.getByText(tagline).waitFor();
  await queue.getByText(tagline).click();
  await page.waitForURL(/\/admin_newListings\/room\//);
}

describe('a lister edits a live listing', () => {
  it('fixes a typo in the rent of a boosted room from a phone; it goes live once an admin approves, boost kept', async () => {
    const lister = await openPage(browser, 360);
    const { page } = lister;
    try {
      await signInWithDevForm(page, app.url, 'Rabia Anwar', 'rabia@example.pk');
      const { userId } = await whoAmI(page);
      const tagline = 'Sunny room near Liberty Market';
      const id = await liveRoom(userId, tagline, 12000, 5);
      const boostedUntil = (await publicListing(id)).boostedUntil;
      expect(boostedUntil).not.toBeNull();

      await page.goto(`${app.url}/myListing/room/${id}`);
      await page.getByRole('link', { name: 'Edit', exact: true }).click();
      await page.waitForURL(new RegExp(`/myListing/room/${id}/edit$`));
      // Filled with the listing, opening on its first question.
      await page.getByRole('heading', { level: 1, name: 'What kind of room is it?' }).waitFor();
      await nextUntil(page, 'Give your room a tagline');
      expect(await page.getByLabel('Tagline', { exact: true }).inputValue()).toBe(tagline);
      await nextUntil(page, 'Add pictures of the room');
      const current = page.getByRole('list', { name: 'Pictures of the listing' }).getByRole('listitem');
      await expect.poll(() => current.count()).toBe(3);
      expect(await current.first().innerText()).toContain('Current');
      await page.getByText('3 of 9 pictures').waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await saveScreenshot(page, 'edit-pictures-360');

      await nextUntil(page, 'Room details');
      const rent = page.getByLabel('Monthly rent (PKR)', { exact: true });
      expect(await rent.inputValue()).toBe('12000');
      await rent.fill('21000');
      await nextUntil(page, 'Review and send');
      await page.getByRole('button', { name: 'Send changes for review' }).click();

      // Back on the owner's view: what waits, while the approved version stays live.
      await page.waitForURL(new RegExp(`/myListing/room/${id}$`));
      await page.getByRole('status').getByText(messages.listingRevisedLive).waitFor();
      expect(await changeRows(page, 'Changes waiting for review')).toEqual(['Rent Before PKR 12,000 After PKR 21,000']);
      expect(await horizontalOverflow(page)).toBe(0);
      await saveScreenshot(page, 'edit-owner-waiting-360');
      const meanwhile = await publicListing(id);
      expect(meanwhile).toMatchObject({ rent: 12000, status: 'approved', boosted: true });
      expect(meanwhile.revision).toBeUndefined();

      await page.goto(`${app.url}/myListing?listed=rooms`);
      const card = page.locator('article.my-listing', { hasText: tagline });
      await card.getByText(messages.revisionWaiting).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await saveScreenshot(page, 'edit-my-listings-waiting-360');
      // The fixed tab bar covers the card's foot in a full-page shot; the card on its own shows it.
      await card.screenshot({ path: path.join(ARTIFACTS_DIR, 'edit-my-listings-card-waiting-360.png') });

      // The admin finds it in the queue as changes, sees old beside new, and approves.
      await admin.page.goto(`${app.url}${DASHBOARD}/admin_newListings`);
      const row = admin.page.getByRole('list', { name: 'Pending Rooms, oldest first' }).getByRole('link', { name: new RegExp(tagline) });
      await row.waitFor();
      expect(await row.innerText()).toContain('Changes · 1 field');
      await saveScreenshot(admin.page, 'edit-admin-queue-1280');
      await row.click();
      expect(await changeRows(admin.page, 'Changes waiting for review')).toEqual(['Rent Before PKR 12,000 After PKR 21,000']);
      await saveScreenshot(admin.page, 'edit-admin-changes-rent-1280');
      // The buttons say what they decide: the changes, not the live listing.
      await admin.page.getByRole('button', { name: 'Approve changes', exact: true }).click();
      await admin.page.getByRole('dialog', { name: 'Approve these changes?' }).getByRole('button', { name: 'Approve changes', exact: true }).click();
      await admin.page.waitForURL(/\/admin_newListings(\?listed=rooms)?$/);
      await admin.page.getByRole('status').getByText(messages.revisionApproved).waitFor();
      expect(await admin.page.getByRole('list', { name: 'Pending Rooms, oldest first' }).getByText(tagline).count()).toBe(0);

      // Live, with the boost as it was.
      const live = await publicListing(id);
      expect(live).toMatchObject({ rent: 21000, status: 'approved', boosted: true, boostedUntil });
      await page.goto(`${app.url}/myListing/room/${id}`);
      await page.getByText('PKR 21,000 / month').first().waitFor();
      expect(await page.getByRole('region', { name: 'Changes waiting for review' }).count()).toBe(0);
      // The owner sees the number seekers reach them at, and no message to send to themselves.
      await page.getByText('Seekers reach you at this number by SMS, call or WhatsApp.').waitFor();
      expect(await page.getByRole('link', { name: 'Send SMS' }).count()).toBe(0);
      await saveScreenshot(page, 'edit-owner-live-360');
      await admin.page.goto(`${app.url}${DASHBOARD}/admin_allUsers/listings/${userId}/room/${id}`);
      const lines = await historyLines(admin.page);
      expect(lines.at(-2)).toMatch(/^Changes submitted for review .* Pakistan Time by Rabia Anwar Owner Rent Before PKR 12,000 After PKR 21,000$/);
      expect(lines.at(-1)).toMatch(/^Changes approved .* Pakistan Time by Admin Sahib Admin Now live: Rent$/);
      expect(lister.errors).toEqual([]);
      expect(admin.errors).toEqual([]);
    } finally {
      await lister.context.close();
    }
  });
});

describe('an admin refuses a swapped phone number', () => {
  it('sees the changed number and pictures side by side, rejects them; the owner reads why, the public the old version', async () => {
    const lister = await openPage(browser, 1280);
    const { page } = lister;
    const reason = 'This is not the number the listing was approved with. Please keep your own number.';
    try {
      await signInWithDevForm(page, app.url, 'Kamran Javed', 'kamran@example.pk');
      const { userId, token } = await whoAmI(page);
      const tagline = 'Quiet room for a working woman';
      const id = await liveRoom(userId, tagline, 18000, 0);

      await page.goto(`${app.url}/myListing/room/${id}/edit`);
      await nextUntil(page, 'Add pictures of the room');
      await page.getByRole('button', { name: 'Remove picture 2' }).click();
      const photo = await smallPhoto('New view');
      await page.locator('input[type="file"][multiple]').setInputFiles([photo]);
      await page.getByText('3 of 9 pictures').waitFor();
      const items = page.getByRole('list', { name: 'Pictures of the listing' }).getByRole('listitem');
      expect((await items.allInnerTexts()).map((text) => text.replace(/[←→✕\s]+/g, ' ').trim())).toEqual(['Current', 'Current', 'New']);
      await saveScreenshot(page, 'edit-pictures-1280');
      await nextUntil(page, 'About you');
      await page.getByLabel('Phone number', { exact: true }).fill('0311-7654321');
      // The edit offers to verify the new number in place, as a new listing does.
      await page.getByRole('button', { name: 'Verify this number' }).waitFor();
      await nextUntil(page, 'Review and send');
      await page.getByRole('button', { name: 'Send changes for review' }).click();
      await page.waitForURL(new RegExp(`/myListing/room/${id}$`));
      await page.getByRole('region', { name: 'Changes waiting for review' }).waitFor();

      // The queue says before it is opened that the number was changed to one nobody verified.
      await admin.page.goto(`${app.url}${DASHBOARD}/admin_newListings`);
      await admin.page.getByRole('list', { name: 'Pending Rooms, oldest first' }).getByRole('link').filter({ hasText: tagline })
        .getByText('Phone number changed to 0311-7654321, which nobody verified').waitFor();
      await openInQueue(tagline);
      const rows = await changeRows(admin.page, 'Changes waiting for review');
      expect(rows).toEqual([
        `Phone number Before ${LISTER_PHONE} After 0311-7654321 Not verified: no “Phone verified” badge with this number`,
        'Pictures Removed Added',
      ]);
      const changes = admin.page.getByRole('region', { name: 'Changes waiting for review' });
      expect(await changes.getByRole('list', { name: 'Removed picture' }).getByRole('img').count()).toBe(1);
      expect(await changes.getByRole('list', { name: 'Added picture' }).getByRole('img').count()).toBe(1);
      await saveScreenshot(admin.page, 'edit-admin-changes-phone-1280');
      await admin.page.setViewportSize({ width: 360, height: 800 });
      expect(await horizontalOverflow(admin.page)).toBe(0);
      await saveScreenshot(admin.page, 'edit-admin-changes-phone-360');
      await admin.page.setViewportSize({ width: 1280, height: 800 });

      await admin.page.getByRole('button', { name: 'Reject changes', exact: true }).click();
      const prompt = admin.page.getByRole('dialog', { name: messages.reasonPromptTitle });
      await prompt.getByLabel('Reason, shown to the owner').fill(reason);
      await prompt.getByRole('button', { name: 'Reject' }).click();
      await admin.page.waitForURL(/\/admin_newListings(\?listed=rooms)?$/);
      await admin.page.getByRole('status').getByText(messages.revisionRejected).waitFor();

      // The public still gets the approved version, the old number included.
      const shown = await publicListing(id);
      expect(shown.lister.phone).toBe(LISTER_PHONE);
      expect(shown.pictures).toHaveLength(3);
      expect(shown.revision).toBeUndefined();

      // The owner reads the reason on the listing and in My Listings.
      await page.goto(`${app.url}/myListing/room/${id}`);
      const refused = page.getByRole('region', { name: 'Changes rejected' });
      await refused.getByText(reason).waitFor();
      expect(await refused.textContent()).toContain(messages.revisionRejectedNotice);
      // The message of the sending was shown once, not again after the decision.
      expect(await page.getByText(messages.listingRevisedLive).count()).toBe(0);
      await saveScreenshot(page, 'edit-owner-rejected-1280');
      await page.goto(`${app.url}/myListing?listed=rooms`);
      const card = page.locator('article.my-listing', { hasText: tagline });
      await card.getByText(reason).waitFor();
      await card.screenshot({ path: path.join(ARTIFACTS_DIR, 'edit-my-listings-card-rejected-1280.png') });
      const mine = await app.kamra.request('/api/me/listings?kind=room', { token });
      const { items: listed } = (await mine.json()) as ListingPage<MyListing>;
      expect(listed.find((item) => item.id === id)?.revision).toMatchObject({ status: 'rejected', reason });

      // The history: the revision with its changes, who and when, then its decision.
      await admin.page.goto(`${app.url}${DASHBOARD}/admin_allUsers/listings/${userId}/room/${id}`);
      const lines = await historyLines(admin.page);
      expect(lines.at(-2)).toMatch(new RegExp(`^Changes submitted for review .* Pakistan Time by Kamran Javed Owner Phone number Before ${LISTER_PHONE} After 0311-7654321 Not verified`));
      expect(lines.at(-1)).toMatch(new RegExp(`^Changes rejected .* Pakistan Time by Admin Sahib Admin Reason ${reason}`));
      await saveScreenshot(admin.page, 'edit-admin-history-1280');
      expect(lister.errors).toEqual([]);
      expect(admin.errors).toEqual([]);
    } finally {
      await lister.context.close();
    }
  });
});

describe('an owner edits while an admin looks at the changes', () => {
  /** An approved room of a new owner, and how its owner's edits of the rent are recorded (as the edit route records them: each replaces the one that waited). */
  async function roomWithEdits(name: string, email: string, tagline: string) {
    const ownerId = await registerUser(app.kamra.store, name, email);
    const fields = roomFields(tagline, 'Model Town, Lahore', 15000);
    const photos = await pictures.pictures('Model Town', 3);
    const id = await listApproved(app.kamra.store, ownerId, { kind: 'room', fields }, photos, 2);
    const revise = async (rent: number, projected = true) => {
      const appended = await app.kamra.store.appendToStream(listingStream(id), [{
        type: 'ListingRevised',
        data: {
          listingId: id, kind: 'room', fields: { ...fields, rent }, pictures: photos, profile: { kind: 'avatar', name: 'avatar-3' },
          revisedAt: new Date().toISOString(), besideLive: true, changes: [{ field: 'rent', from: 15000, to: rent }],
        },
        metadata: {
          eventId: randomUUID(), actorId: ownerId, actorRole: 'user', correlationId: randomUUID(), causationId: null,
          occurredAt: new Date().toISOString(), schemaVersion: 1,
        },
      }], { expectedRevision: 'any' });
      if (projected) await app.kamra.projector.caughtUp();
      return appended;
    };
    return { id, revise };
  }

  it('refuses the approval of changes the admin did not see, shows the new ones with a word why, and approves those', async () => {
    const tagline = 'Corner room with morning sun';
    const { id, revise } = await roomWithEdits('Saima Changes', 'saima@example.pk', tagline);
    await revise(14000);

    await openInQueue(tagline);
    expect(await changeRows(admin.page, 'Changes waiting for review')).toEqual(['Rent Before PKR 15,000 After PKR 14,000']);
    // Meanwhile the owner changes the rent again.
    await revise(45000);
    await admin.page.getByRole('button', { name: 'Approve' }).click();
    await admin.page.getByRole('dialog', { name: 'Approve these changes?' }).getByRole('button', { name: 'Approve' }).click();
    await admin.page.getByRole('alert').getByText(messages.listingChangedWhileViewed).first().waitFor();
    await admin.page.getByText('PKR 45,000').first().waitFor();
    expect(await changeRows(admin.page, 'Changes waiting for review')).toEqual(['Rent Before PKR 15,000 After PKR 45,000']);
    // Said once, above the listing; Approve and Reject are offered again for what shows now.
    expect(await admin.page.getByRole('alert').getByText(messages.listingChangedWhileViewed).count()).toBe(1);
    expect(await publicListing(id)).toMatchObject({ rent: 15000 });
    await saveScreenshot(admin.page, 'edit-admin-changed-while-viewed-1280');
    await admin.page.setViewportSize({ width: 360, height: 800 });
    expect(await horizontalOverflow(admin.page)).toBe(0);
    await saveScreenshot(admin.page, 'edit-admin-changed-while-viewed-360');
    await admin.page.setViewportSize({ width: 1280, height: 800 });

    await admin.page.getByRole('button', { name: 'Approve' }).click();
    await admin.page.getByRole('dialog', { name: 'Approve these changes?' }).getByRole('button', { name: 'Approve' }).click();
    await admin.page.waitForURL(/\/admin_newListings(\?listed=rooms)?$/);
    await admin.page.getByRole('status').getByText(messages.revisionApproved).waitFor();
    expect(await publicListing(id)).toMatchObject({ rent: 45000 });
    expect(admin.errors).toEqual([]);
  });

  it('waits for the read side to show the change it refused the approval for', async () => {
    const tagline = 'Quiet room near the canal';
    const { revise } = await roomWithEdits('Zara Lag', 'zara@example.pk', tagline);
    await revise(14000);
    await openInQueue(tagline);
    // The owner changes the rent again while the read side is behind: the refusal comes from
    // the log, and the page's first look again (sent as the notice shows) still reads the old
    // rent. The read side catches up only after that.
    await app.kamra.projector.stop();
    try {
      await revise(47000, false);
      await admin.page.getByRole('button', { name: 'Approve' }).click();
      await admin.page.getByRole('dialog', { name: 'Approve these changes?' }).getByRole('button', { name: 'Approve' }).click();
      await admin.page.getByRole('alert').getByText(messages.listingChangedWhileViewed).first().waitFor();
    } finally {
      await app.kamra.projector.start();
    }
    await app.kamra.projector.caughtUp();
    await admin.page.getByText('PKR 47,000').first().waitFor();
    expect(await changeRows(admin.page, 'Changes waiting for review')).toEqual(['Rent Before PKR 15,000 After PKR 47,000']);
    await admin.page.getByRole('button', { name: 'Approve' }).click();
    await admin.page.getByRole('dialog', { name: 'Approve these changes?' }).getByRole('button', { name: 'Approve' }).click();
    await admin.page.getByRole('status').getByText(messages.revisionApproved).waitFor();
    expect(admin.errors).toEqual([]);
  });
});
