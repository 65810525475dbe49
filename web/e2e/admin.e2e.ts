import { randomUUID } from 'node:crypto';
import { checkoutStream } from '@kamra/contracts/events';
import { messages } from '@kamra/contracts/messages';
import type { MyListing, Page as ListingPage } from '@kamra/contracts/read-models';
import { TEST_ADMIN_EMAIL } from '@kamra/runtime/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, horizontalOverflow, launchBrowser, openPage, saveScreenshot, type WatchedPage } from './harness/browser';
import { startKamraApp, type KamraApp } from './harness/kamra-app';
import { signInWithDevForm } from './harness/sign-in';
import { pngPicture, storedToken, submitRoom } from './harness/submit-listing';

let app: KamraApp;
let browser: Browser;
let admin: WatchedPage;
let lister: WatchedPage;
let listerToken: string;
let adminToken: string;
const DASHBOARD = '/my_admin_dashboard';
const REASON = 'The pictures show a different room.';
const rooms = { rejected: '', approved: '' };

beforeAll(async () => {
  app = await startKamraApp();
  browser = await launchBrowser();
  lister = await openPage(browser);
  await signInWithDevForm(lister.page, app.url, 'Zainab Raza', 'zainab@example.pk');
  listerToken = await storedToken(lister.page);
  admin = await openPage(browser);
  await signInWithDevForm(admin.page, app.url, 'Admin Sahib', TEST_ADMIN_EMAIL);
  adminToken = await storedToken(admin.page);
});

afterAll(async () => {
  await lister?.context.close();
  await admin?.context.close();
  await browser?.close();
  await app?.close();
});

const open = (page: Page, path: string) => page.goto(`${app.url}${DASHBOARD}${path}`);

/** The listing's timeline, one line per event as it reads on screen. */
async function historyLines(page: Page): Promise<string[]> {
  const timeline = page.getByRole('list', { name: 'Moderation history' });
  await timeline.getByRole('listitem').first().waitFor();
  return (await timeline.getByRole('listitem').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}

describe('the admin area', () => {
  it('is closed to a signed-in user who is not an admin, and has no public header or footer', async () => {
    await lister.page.goto(`${app.url}${DASHBOARD}/admin_allUsers`);
    await lister.page.waitForURL(/\/notFound$/);

    await open(admin.page, '');
    await admin.page.getByRole('heading', { name: 'Dashboard overview' }).waitFor();
    expect(await admin.page.locator('footer').count()).toBe(0);
    expect(await admin.page.getByRole('link', { name: 'My Listings' }).count()).toBe(0);
    const sidebar = admin.page.getByRole('navigation', { name: 'Admin' });
    for (const section of ['Dashboard', 'All Users', 'New Listings', 'All Blogs']) {
      await sidebar.getByRole('link', { name: section }).waitFor();
    }
  });

  it('rejects one room with a reason and approves another; the owner and visitors see the outcome', async () => {
    rooms.rejected = await submitRoom(app.url, listerToken, { tagline: 'Room above the bakery in Saddar', address: 'Saddar, Rawalpindi' });
    rooms.approved = await submitRoom(app.url, listerToken, { tagline: 'Bright room in Satellite Town', address: 'Satellite Town, Rawalpindi' });
    const { page } = admin;

    await open(page, '/admin_newListings');
    const rooms_ = page.getByRole('list', { name: 'Pending Rooms, oldest first' });
    await rooms_.getByText('Bright room in Satellite Town').waitFor();
    // Oldest first, and the Rooms tab counts both.
    const taglines = await rooms_.locator('.admin-listing__title').allInnerTexts();
    expect(taglines.findIndex((t) => t.includes('Saddar'))).toBeLessThan(taglines.findIndex((t) => t.includes('Satellite')));
    await expect.poll(() => page.getByRole('link', { name: /^Rooms/ }).innerText()).toMatch(/2$/);
    await saveScreenshot(page, 'admin-flow-queue-1280');

    await rooms_.getByText('Room above the bakery in Saddar').click();
    await page.waitForURL(new RegExp(`/admin_newListings/room/${rooms.rejected}$`));
    await page.getByText('3520212345671').waitFor();
    // The history says plainly that nobody verified the number the lister typed.
    expect(await historyLines(page)).toEqual([
      expect.stringMatching(/^Submitted for review .* Pakistan Time by Zainab Raza Owner Phone 0300-1234567: not verified by the lister$/),
    ]);
    await saveScreenshot(page, 'admin-flow-queue-listing-1280');
    // The status is told as an admin reads it, not in the owner's words.
    await page.getByRole('note').getByText('Waiting for review: only the owner and admins can see this listing.').waitFor();

    // An empty reason is refused with the spec's message; cancel aborts.
    await page.getByRole('button', { name: 'Reject' }).click();
    const prompt = page.getByRole('dialog', { name: messages.reasonPromptTitle });
    // The prompt opens on the field it asks for, so the admin can type the reason at once.
    await prompt.waitFor();
    expect(await prompt.getByLabel('Reason, shown to the owner').evaluate((field) => field === document.activeElement)).toBe(true);
    await prompt.getByRole('button', { name: 'Reject' }).click();
    await prompt.getByText(messages.rejectionReasonRequired).waitFor();
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await prompt.waitFor({ state: 'hidden' });
    expect(await historyLines(page)).toHaveLength(1);

    await page.getByRole('button', { name: 'Reject' }).click();
    await prompt.getByLabel('Reason, shown to the owner').fill(REASON);
    await saveScreenshot(page, 'admin-flow-reject-prompt-1280');
    await prompt.getByRole('button', { name: 'Reject' }).click();
    await page.waitForURL(/\/admin_newListings(\?listed=rooms)?$/);
    await page.getByRole('status').getByText(messages.listingRejected).waitFor();
    await rooms_.getByText('Bright room in Satellite Town').waitFor();
    expect(await rooms_.getByText('Room above the bakery in Saddar').count()).toBe(0);

    await rooms_.getByText('Bright room in Satellite Town').click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog', { name: 'Approve this listing?' }).getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('status').getByText(messages.listingApproved).waitFor();
    await page.getByText(messages.noPendingListings).waitFor();
    await expect.poll(() => page.getByRole('link', { name: /^Rooms/ }).innerText()).toMatch(/0$/);

    // The owner reads the reason in their own listings.
    const mine = await fetch(`${app.url}/api/me/listings?kind=room`, { headers: { 'auth-token': listerToken } });
    const { items } = (await mine.json()) as ListingPage<MyListing>;
    expect(items.find((item) => item.id === rooms.rejected)).toMatchObject({ status: 'rejected', rejectionReason: REASON });
    expect(items.find((item) => item.id === rooms.approved)).toMatchObject({ status: 'approved', rejectionReason: null });
    // On their listing's page: the spec's advice, the reason once, and what Edit does instead.
    await lister.page.goto(`${app.url}/myListing/room/${rooms.rejected}`);
    const note = lister.page.locator('.owner-note');
    await note.getByText(messages.listingRejectedNotice, { exact: true }).waitFor();
    expect(await note.innerText()).toContain(REASON);
    expect(await note.innerText()).toContain('Editing it sends it for review again.');
    expect(await lister.page.getByText(REASON).count()).toBe(1);

    // A visitor finds the approved room, not the rejected one.
    const visitor = await openPage(browser);
    try {
      await visitor.page.goto(`${app.url}/searchResult?location=Rawalpindi&listed=room`);
      const results = visitor.page.getByRole('list', { name: 'Room listings', exact: true });
      await results.getByRole('heading', { name: 'Bright room in Satellite Town' }).waitFor();
      expect(await results.getByText('Room above the bakery in Saddar').count()).toBe(0);
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.context.close();
    }
    expect(admin.errors).toEqual([]);
  });

  it('shows both histories with the right actors and reasons from the user\'s listings', async () => {
    const { page } = admin;
    await open(page, '/admin_allUsers');
    await page.getByRole('searchbox', { name: 'Search users by name or email' }).fill('zainab');
    const users = page.getByRole('list', { name: 'Users' });
    await expect.poll(() => users.getByRole('listitem').count()).toBe(1);
    await users.getByRole('link', { name: 'Listings' }).click();
    await page.waitForURL(/\/admin_allUsers\/listings\//);
    const listings = page.getByRole('list', { name: 'Rooms of this user' });
    await listings.getByText(REASON).waitFor();
    await saveScreenshot(page, 'admin-flow-user-listings-1280');

    await listings.getByText('Room above the bakery in Saddar').click();
    await page.waitForURL(new RegExp(`/room/${rooms.rejected}$`));
    const rejected = await historyLines(page);
    expect(rejected).toHaveLength(2);
    expect(rejected[0]).toMatch(/^Submitted for review .* by Zainab Raza Owner Phone 0300-1234567: not verified by the lister$/);
    expect(rejected[1]).toMatch(new RegExp(`^Rejected .* Pakistan Time by Admin Sahib Admin Reason ${REASON}$`));
    await saveScreenshot(page, 'admin-flow-user-listing-1280');

    // The shared delete confirmation: what deleting means for an admin, and Cancel keeps it.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this listing?' });
    await confirm.getByText('Its history stays for admins.').waitFor();
    await saveScreenshot(page, 'admin-flow-delete-listing-1280');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });

    await page.goBack();
    await listings.getByText('Bright room in Satellite Town').click();
    await page.waitForURL(new RegExp(`/room/${rooms.approved}$`));
    const approved = await historyLines(page);
    expect(approved).toHaveLength(2);
    expect(approved[1]).toMatch(/^Approved .* Pakistan Time by Admin Sahib Admin$/);
    expect(admin.errors).toEqual([]);
  });

  it('tells the second admin that the listing was already decided', async () => {
    const id = await submitRoom(app.url, listerToken, { tagline: 'Room decided twice', address: 'Bahria Town, Rawalpindi' });
    const { page } = admin;
    await open(page, `/admin_newListings/room/${id}`);
    await page.getByRole('button', { name: 'Reject' }).waitFor();
    // Another admin approves it meanwhile.
    const other = await fetch(`${app.url}/api/listings/${id}/approve`, { method: 'POST', headers: { 'auth-token': adminToken } });
    expect(other.status).toBe(200);

    await page.getByRole('button', { name: 'Reject' }).click();
    const prompt = page.getByRole('dialog', { name: messages.reasonPromptTitle });
    // The prompt opens on the field it asks for, so the admin can type the reason at once.
    await prompt.waitFor();
    expect(await prompt.getByLabel('Reason, shown to the owner').evaluate((field) => field === document.activeElement)).toBe(true);
    await prompt.getByLabel('Reason, shown to the owner').fill('Duplicate');
    await prompt.getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('alert').getByText(messages.listingAlreadyApproved).waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Reject' }).count()).toBe(0);
    // The history now shows who decided first.
    await expect.poll(async () => (await historyLines(page)).at(-1)).toMatch(/^Approved .* by Admin Sahib Admin$/);
    await saveScreenshot(page, 'admin-flow-already-decided-1280');
    await page.getByRole('button', { name: 'Back to the queue' }).click();
    await page.waitForURL(/\/admin_newListings/);
  });

  it('keeps the admin\'s place in a long queue: after a decision the next listing is in view and has the focus', async () => {
    const taglines = Array.from({ length: 10 }, (_, index) => `Queued room number ${index + 1}`);
    const ids: string[] = [];
    for (const tagline of taglines) ids.push(await submitRoom(app.url, listerToken, { tagline, address: 'Chaklala, Rawalpindi' }));
    const { page } = admin;
    const queue = page.getByRole('list', { name: 'Pending Rooms, oldest first' });
    /** Whether the row's link is on screen and holds the keyboard focus. */
    const placeOn = (tagline: string) => queue.getByRole('link').filter({ hasText: tagline }).evaluate((link) => {
      const box = link.getBoundingClientRect();
      return { inView: box.top >= 0 && box.bottom <= window.innerHeight, focused: document.activeElement === link };
    });

    await open(page, '/admin_newListings');
    await queue.getByText(taglines[9]!).waitFor();
    await queue.getByText(taglines[6]!).scrollIntoViewIfNeeded();
    await queue.getByText(taglines[6]!).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog', { name: 'Approve this listing?' }).getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('status').getByText(messages.listingApproved).waitFor();
    await expect.poll(() => placeOn(taglines[7]!)).toEqual({ inView: true, focused: true });
    expect(await queue.getByText(taglines[6]!).count()).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // Enter opens the next one; a rejection goes on the same way.
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/admin_newListings/room/${ids[7]}$`));
    await page.getByRole('button', { name: 'Reject' }).click();
    const prompt = page.getByRole('dialog', { name: messages.reasonPromptTitle });
    await prompt.getByLabel('Reason, shown to the owner').fill(REASON);
    await prompt.getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('status').getByText(messages.listingRejected).waitFor();
    await expect.poll(() => placeOn(taglines[8]!)).toEqual({ inView: true, focused: true });

    // Back without deciding: the place is the listing itself.
    await queue.getByText(taglines[9]!).click();
    await page.getByRole('button', { name: 'Approve' }).waitFor();
    await page.goBack();
    await expect.poll(() => placeOn(taglines[9]!)).toEqual({ inView: true, focused: true });
    // The place is used once: a reload later is a fresh visit, nothing is given the focus.
    await page.reload();
    await queue.getByText(taglines[9]!).waitFor();
    expect(await placeOn(taglines[9]!)).toMatchObject({ focused: false });

    // The queue is left as the other tests found it.
    for (const id of [...ids.slice(0, 6), ids[8]!, ids[9]!]) {
      expect((await fetch(`${app.url}/api/listings/${id}/approve`, { method: 'POST', headers: { 'auth-token': adminToken } })).status).toBe(200);
    }
    expect(admin.errors).toEqual([]);
  });

  it('blocks, unblocks and verifies a user, showing the server message each time', async () => {
    const { page } = admin;
    await open(page, '/admin_allUsers');
    await page.getByRole('searchbox', { name: 'Search users by name or email' }).fill('zainab@');
    const users = page.getByRole('list', { name: 'Users' });
    await expect.poll(() => users.getByRole('listitem').count()).toBe(1);
    const row = users.getByRole('listitem');

    await row.getByRole('button', { name: 'Block' }).click();
    const ask = page.getByRole('dialog', { name: /^Block / });
    await ask.getByLabel('Reason, shown to the user').fill('Asks for an advance by bank transfer');
    await ask.getByRole('button', { name: 'Block' }).click();
    await page.getByRole('status').getByText(messages.userBlocked).waitFor();
    await row.getByRole('button', { name: 'Unblock' }).waitFor();
    expect(await row.innerText()).toContain('Blocked');
    expect(await row.innerText()).toContain('Asks for an advance by bank transfer');

    await row.getByRole('button', { name: 'Unblock' }).click();
    await page.getByRole('status').getByText(messages.userUnblocked).waitFor();
    await row.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('status').getByText(messages.userVerified).waitFor();
    await row.getByRole('button', { name: 'Unverify' }).waitFor();
    expect(await row.innerText()).toContain('Verified');
    await saveScreenshot(page, 'admin-flow-users-1280');
    expect(admin.errors).toEqual([]);
  });

  it('publishes a blog with bold text, a link and an image that a visitor reads', async () => {
    const { page } = admin;
    await open(page, '/admin_allBlog');
    await page.getByRole('link', { name: 'New +' }).click();
    await page.waitForURL(/\/admin_allBlog\/admin_postBlog$/);

    await page.getByLabel('Title').fill('Five checks before you rent');
    await page.getByLabel('Meta description').fill('What to look at on a first visit.');
    const category = page.getByLabel('Category');
    expect(await category.locator('option[disabled]').innerText()).toBe('Select Category');
    await category.selectOption('Room & Rental Insights');
    await page.getByLabel('Images (png, jpeg, jpg)').setInputFiles([
      { name: 'cover.png', mimeType: 'image/png', buffer: await pngPicture(1200, 675) },
    ]);

    const editor = page.locator('.ql-editor');
    await editor.click();
    await page.keyboard.type('Visit twice. ');
    await page.getByRole('button', { name: 'bold' }).click();
    await page.keyboard.type('Check the water supply');
    await page.getByRole('button', { name: 'bold' }).click();
    await page.keyboard.type(' and read our tips');
    // Select "our tips" and make it a link through the toolbar.
    for (let i = 0; i < 'our tips'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
    await page.getByRole('button', { name: 'link' }).click();
    const linkBox = page.locator('.ql-tooltip input[data-link]');
    await linkBox.fill('https://kamra.pk/tips');
    await linkBox.press('Enter');

    const preview = page.getByLabel('Live preview');
    await preview.locator('strong', { hasText: 'Check the water supply' }).waitFor();
    await preview.locator('a[href="https://kamra.pk/tips"]', { hasText: 'our tips' }).waitFor();
    await saveScreenshot(page, 'admin-flow-post-blog-1280');

    await page.getByRole('button', { name: 'Upload' }).click();
    await page.waitForURL(new RegExp(`${DASHBOARD}$`));

    const visitor = await openPage(browser);
    try {
      await visitor.page.goto(`${app.url}/blogs`);
      await visitor.page.getByText('Five checks before you rent').first().waitFor();
      const card = visitor.page.getByRole('article').filter({ hasText: 'Five checks before you rent' }).first();
      await card.getByText('Read more...').click();
      await visitor.page.waitForURL(/\/blog\//);
      await visitor.page.getByRole('heading', { level: 1, name: 'Five checks before you rent' }).waitFor();
      await visitor.page.locator('strong', { hasText: 'Check the water supply' }).waitFor();
      expect(await visitor.page.getByRole('link', { name: 'our tips' }).getAttribute('href')).toBe('https://kamra.pk/tips');
      const cover = visitor.page.locator('img.blog-detail__cover');
      expect(await cover.getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f]+\.webp$/);
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  });

  it('shows a blog to the admin with its reading label and deletes it, going back one page', async () => {
    const { page } = admin;
    await open(page, '/admin_allBlog');
    const card = page.getByRole('article').filter({ hasText: 'How to choose a roommate' });
    await card.getByText('by admin |').waitFor();
    await card.getByRole('link', { name: 'Read more...' }).click();
    await page.getByText('20 Min Reading').waitFor();
    await page.getByRole('complementary').getByRole('link', { name: 'Five checks before you rent' }).waitFor();
    await saveScreenshot(page, 'admin-flow-blog-detail-1280');

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this blog?' }).getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(/\/admin_allBlog$/);
    await page.getByRole('list', { name: 'Blogs' }).getByText('Five checks before you rent').waitFor();
    await expect.poll(() => page.getByRole('list', { name: 'Blogs' }).getByText('How to choose a roommate').count()).toBe(0);
    expect(admin.errors).toEqual([]);
  });

  it('sees a payment that came after the listing stopped showing as a refund due in its history', async () => {
    const listingId = app.seeded.accessoryId;
    const sessionId = `cs_test_${randomUUID()}`;
    const terms = { sessionId, listingId, userId: app.seeded.listerId, package: 'special' as const, amount: 10000, currency: 'PKR' as const };
    const metadata = () => ({
      eventId: randomUUID(), actorId: null, actorRole: 'system' as const, correlationId: randomUUID(), causationId: null,
      occurredAt: new Date().toISOString(), schemaVersion: 1,
    });
    await app.kamra.store.appendToStream(checkoutStream(sessionId), [
      { type: 'CheckoutStarted', data: { ...terms, days: 15 }, metadata: metadata() },
      { type: 'PaymentConfirmed', data: { sessionId, listingId }, metadata: metadata() },
      { type: 'PaymentNotApplied', data: { ...terms, reason: 'closed' }, metadata: metadata() },
    ], { expectedRevision: 'no_stream' });
    const { page } = admin;
    await open(page, `/admin_allUsers/listings/${app.seeded.listerId}/accessory/${listingId}`);
    await expect.poll(async () => {
      await page.reload();
      return (await historyLines(page)).at(-1);
    }, { timeout: 10_000 }).toMatch(
      /^Paid for a boost that was not applied: refund due .* Pakistan Time by .* Owner Reason The listing was closed as rented or sold Special Package, PKR 10,000 paid \(session cs_test_.*\): refund it$/,
    );
    await saveScreenshot(page, 'admin-refund-history-1280');
    await page.setViewportSize({ width: 360, height: 800 });
    await saveScreenshot(page, 'admin-refund-history-360');
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(admin.errors).toEqual([]);
  });
});

let waiting = '';

describe.each([360, 1280])('every admin screen at %i px', (width) => {
  beforeAll(async () => {
    if (waiting === '') waiting = await submitRoom(app.url, listerToken, { tagline: 'Room waiting in the queue', address: 'Peshawar Road, Rawalpindi' });
  });

  it('fits the window and is saved as a screenshot', async () => {
    const watched = await openPage(browser, width);
    const { page } = watched;
    try {
      await signInWithDevForm(page, app.url, 'Admin Sahib', TEST_ADMIN_EMAIL);
      const screens = [
        { name: 'overview', path: '', ready: 'Dashboard overview' },
        { name: 'users', path: '/admin_allUsers', ready: 'Zainab Raza' },
        { name: 'user-listings', path: `/admin_allUsers/listings/${app.seeded.listerId}`, ready: 'Sunny room near Liberty Market' },
        { name: 'user-listing', path: `/admin_allUsers/listings/${app.seeded.listerId}/room/${app.seeded.rooms[0]?.id ?? ''}`, ready: 'Boosted' },
        { name: 'user-roommate', path: `/admin_allUsers/listings/${app.seeded.listerId}/roommateListing/${app.seeded.roommateId}`, ready: 'Moderation history' },
        { name: 'user-accessory', path: `/admin_allUsers/listings/${app.seeded.listerId}/accessory/${app.seeded.accessoryId}`, ready: 'Moderation history' },
        { name: 'queue', path: '/admin_newListings', ready: 'Room waiting in the queue' },
        { name: 'queue-listing', path: `/admin_newListings/room/${waiting}`, ready: 'Moderation history' },
        { name: 'rejected-listing', path: `/admin_allUsers/listings/x/room/${rooms.rejected}`, ready: REASON },
        { name: 'blogs', path: '/admin_allBlog', ready: 'Read more...' },
        { name: 'post-blog', path: '/admin_allBlog/admin_postBlog', ready: 'Live preview' },
        { name: 'blog-detail', path: `/admin_allBlog/blog/${app.seeded.blogIds[1] ?? ''}`, ready: '20 Min Reading' },
      ];
      const overflowing: string[] = [];
      for (const { name, path, ready } of screens) {
        await open(page, path);
        await page.getByText(ready).first().waitFor();
        if (name === 'post-blog') await page.locator('.ql-editor').waitFor();
        const overflow = await horizontalOverflow(page);
        if (overflow > 0) overflowing.push(`${name}: ${overflow}px`);
        await saveScreenshot(page, `admin-${name}-${width}`);
        if (name === 'overview' && width === 360) {
          // The sidebar folds into a menu on a phone; opening it shows every section.
          const menu = page.getByRole('button', { name: 'Dashboard' });
          expect(await menu.getAttribute('aria-expanded')).toBe('false');
          await menu.click();
          await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'All Blogs' }).waitFor();
          await page.screenshot({ path: `${ARTIFACTS_DIR}/admin-menu-open-360.png` });
          await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'All Users' }).click();
          await page.getByRole('heading', { name: 'All users' }).waitFor();
          expect(await page.getByRole('button', { name: 'All Users' }).getAttribute('aria-expanded')).toBe('false');
        }
      }
      expect(overflowing).toEqual([]);
      expect(watched.errors).toEqual([]);
    } finally {
      await watched.context.close();
    }
  });
});
