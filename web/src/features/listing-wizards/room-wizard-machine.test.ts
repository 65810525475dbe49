import { validateListingSubmission } from '@kamra/contracts/commands';
import { messages } from '@kamra/contracts/messages';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { landmarkAnswer } from '../../lib/landmark-hints';
import { draftOf } from './listing-wizard-machine';
import { roomWizard, roomWizardMachine } from './room-wizard-machine';
import { accepted, picture, pictures, startWizard, TODAY } from './wizard-fixtures';

/** Walks to `step` with valid answers on every step before it. */
function roomAt(step: number) {
  const wizard = startWizard(roomWizardMachine);
  const answers: (() => void)[] = [
    () => undefined,
    () => wizard.fill({ type: 'House Room' }),
    () => wizard.fill({ tagline: 'Sunny room near Liberty Market' }),
    () => wizard.actor.send({ type: 'PICTURES_ADDED', pictures: pictures(3) }),
    () => {
      wizard.actor.send({ type: 'PROFILE_CHOSEN', profile: { kind: 'avatar', name: 'avatar-2' } });
      wizard.fill({ listerName: 'Ayesha Khan', phone: '0300-1234567' });
    },
    () => wizard.fill({
      rent: '18000', address: 'Gulberg III, Lahore', condition: 'In a good shape', kitchen: 'Shared',
      bathroom: 'Private', bathroomType: 'English', availableFrom: '2026-12-01',
    }),
    () => undefined,
  ];
  for (let index = 0; index < step; index++) {
    answers[index]?.();
    wizard.next();
  }
  expect(wizard.step()).toBe(step);
  return wizard;
}

describe('room wizard', () => {
  it('has the eight steps of the spec, in order', () => {
    expect(roomWizard.steps.map((step) => step.id)).toEqual(['intro', 'type', 'tagline', 'images', 'personal', 'room', 'security', 'submit']);
  });

  it('moves from the intro without asking anything, and Previous on the first step stays', () => {
    const wizard = startWizard(roomWizardMachine);
    wizard.previous();
    expect(wizard.step()).toBe(0);
    wizard.next();
    expect(wizard.step()).toBe(1);
    wizard.previous();
    expect(wizard.step()).toBe(0);
  });

  it('needs a room type before step 2, with the spec message', () => {
    const wizard = roomAt(1);
    wizard.next();
    expect(wizard.step()).toBe(1);
    expect(wizard.errors()).toEqual({ type: 'Please Select Room Type First!' });
    wizard.fill({ type: 'Hostel Room' });
    expect(wizard.errors()).toEqual({});
    wizard.next();
    expect(wizard.step()).toBe(2);
  });

  it('needs a tagline', () => {
    const wizard = roomAt(2);
    wizard.fill({ tagline: '   ' });
    wizard.next();
    expect(wizard.errors()).toEqual({ tagline: messages.taglineRequired });
  });

  it('takes 3 to 9 PNG or JPEG pictures, keeps only nine and says so', () => {
    const wizard = roomAt(3);
    wizard.actor.send({ type: 'PICTURES_ADDED', pictures: pictures(2) });
    wizard.next();
    expect(wizard.errors()).toEqual({ pictures: 'Select 3 - 9 images!' });
    wizard.actor.send({ type: 'PICTURES_ADDED', pictures: pictures(8) });
    expect(wizard.context().pictures).toHaveLength(9);
    expect(wizard.errors()).toEqual({ pictures: 'Select 3 - 9 images!' });
    wizard.actor.send({ type: 'PICTURE_REMOVED', id: wizard.context().pictures[0]?.id ?? '' });
    expect(wizard.context().pictures).toHaveLength(8);
    expect(wizard.errors()).toEqual({});
  });

  it('refuses a GIF picture with the type message', () => {
    const wizard = roomAt(3);
    wizard.actor.send({ type: 'PICTURES_ADDED', pictures: [...pictures(2), picture('image/gif')] });
    wizard.next();
    expect(wizard.errors()).toEqual({ pictures: messages.picturesType });
  });

  it('shows a file the browser refused until the pictures change', () => {
    const wizard = roomAt(3);
    wizard.actor.send({ type: 'FILE_REFUSED', field: 'pictures', message: messages.picturesType });
    expect(wizard.errors()).toEqual({ pictures: messages.picturesType });
    wizard.actor.send({ type: 'PICTURES_ADDED', pictures: pictures(3) });
    expect(wizard.errors()).toEqual({});
    wizard.next();
    expect(wizard.step()).toBe(4);
  });

  it('reorders pictures and ignores a move past either end', () => {
    const wizard = roomAt(3);
    const [a, b, c] = pictures(3);
    if (!a || !b || !c) throw new Error('three pictures');
    wizard.actor.send({ type: 'PICTURES_ADDED', pictures: [a, b, c] });
    wizard.actor.send({ type: 'PICTURE_MOVED', id: c.id, by: -1 });
    expect(wizard.context().pictures.map((p) => p.id)).toEqual([a.id, c.id, b.id]);
    wizard.actor.send({ type: 'PICTURE_MOVED', id: a.id, by: -1 });
    wizard.actor.send({ type: 'PICTURE_MOVED', id: b.id, by: 1 });
    expect(wizard.context().pictures.map((p) => p.id)).toEqual([a.id, c.id, b.id]);
  });

  it('needs a profile photo (an avatar or a JPEG), a name and a Pakistani phone number in any usual form', () => {
    const wizard = roomAt(4);
    wizard.next();
    expect(wizard.errors()).toEqual({
      profile: messages.profilePhotoRequired, listerName: messages.listerNameRequired, phone: messages.phoneRequired,
    });
    wizard.actor.send({ type: 'PROFILE_CHOSEN', profile: { kind: 'upload', photo: picture('image/png') } });
    wizard.fill({ listerName: 'Ayesha', phone: '0300-123456' });
    expect(wizard.errors()).toEqual({ profile: messages.profilePhotoType, phone: messages.phoneInvalid });
    wizard.actor.send({ type: 'PROFILE_CHOSEN', profile: { kind: 'upload', photo: picture('image/jpeg') } });
    // The international form, refused before, is the same number and goes through.
    wizard.fill({ phone: '+92 300 1234567' });
    wizard.next();
    expect(wizard.step()).toBe(5);
  });

  it('checks the room details with the spec messages, furnished items included', () => {
    const wizard = roomAt(5);
    wizard.next();
    expect(wizard.errors()).toMatchObject({
      rent: messages.rentRequired,
      address: messages.addressRequired,
      condition: messages.roomConditionRequired,
      kitchen: messages.kitchenRequired,
      bathroom: messages.bathroomRequired,
      bathroomType: 'Please select the type of your bathroom!',
      availableFrom: messages.availableFromRequired,
    });
    wizard.fill({
      rent: '0', address: 'Gulberg', condition: 'Brand new', kitchen: 'Private', bathroom: 'Shared',
      bathroomType: 'Both', availableFrom: '2026-12-01', furnished: true,
    });
    expect(wizard.errors()).toEqual({ rent: messages.roomRentMin, furnished: 'Please select some accessories of your room' });
    wizard.fill({ rent: '1', furnishedItems: ['bed'] });
    expect(wizard.errors()).toEqual({});
    wizard.next();
    expect(wizard.step()).toBe(6);
  });

  it('forgets furniture when furnished is unticked', () => {
    const wizard = roomAt(5);
    wizard.fill({ furnishedItems: ['bed'], furnished: false });
    expect(roomWizard.submission(wizard.context().values)).toMatchObject({ furnished: false, features: { furnished: [] } });
  });

  it('stores a landmark hint picked on the Urdu form as the hint, and other words as written', async () => {
    const wizard = roomAt(5);
    await i18n.changeLanguage('ur');
    try {
      wizard.fill({ landmark: 'ہسپتال' });
      expect(roomWizard.submission(wizard.context().values)).toMatchObject({ landmark: 'Hospital' });
      wizard.fill({ landmark: 'ہسپتال روڈ' });
      expect(roomWizard.submission(wizard.context().values)).toMatchObject({ landmark: 'ہسپتال روڈ' });
      // Editing shows the stored hint as the Urdu form offers it, and sends it back unchanged.
      expect(landmarkAnswer('Hospital')).toBe('ہسپتال');
      wizard.fill({ landmark: landmarkAnswer('Hospital') });
      expect(roomWizard.submission(wizard.context().values)).toMatchObject({ landmark: 'Hospital' });
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('takes an optional NIC number as printed on the card', () => {
    const wizard = roomAt(6);
    wizard.fill({ nicNumber: '35202-1234567' });
    wizard.next();
    expect(wizard.errors()).toEqual({ nicNumber: messages.nicInvalid });
    wizard.fill({ nicNumber: '35202-1234567-1' });
    wizard.next();
    expect(wizard.step()).toBe(7);
    wizard.next();
    expect(wizard.step()).toBe(7);
  });

  it('submits what the server accepts, with one key, however often SUBMIT is sent', () => {
    const wizard = roomAt(7);
    expect(validateListingSubmission('room', roomWizard.submission(wizard.context().values), TODAY).ok).toBe(true);
    wizard.submit();
    wizard.submit();
    expect(wizard.state()).toBe('submitting');
    expect(wizard.requests).toHaveLength(1);
    expect(wizard.requests[0]?.idempotencyKey).toBe('key-1');
    wizard.answer({ type: 'UPLOAD_PROGRESS', loaded: 50, total: 100 });
    expect(wizard.context().progress).toEqual({ loaded: 50, total: 100 });
    wizard.answer({ type: 'SUBMIT_SUCCEEDED', accepted });
    expect(wizard.state()).toBe('submitted');
    expect(wizard.context().accepted).toEqual(accepted);
  });

  it('shows a picture the server refused on the pictures step and keeps everything typed', () => {
    const wizard = roomAt(7);
    const before = wizard.context().values;
    wizard.submit();
    wizard.answer({ type: 'SUBMIT_FAILED', message: 'This picture could not be read.', fields: { pictures: 'This picture could not be read.' } });
    expect(wizard.state()).toBe('editing');
    expect(wizard.step()).toBe(3);
    expect(wizard.errors()).toEqual({ pictures: 'This picture could not be read.' });
    expect(wizard.context().values).toEqual(before);
    expect(wizard.context().pictures).toHaveLength(3);
    // A retry of the same run keeps its key.
    wizard.actor.send({ type: 'PICTURE_REMOVED', id: wizard.context().pictures[0]?.id ?? '' });
    wizard.actor.send({ type: 'PICTURES_ADDED', pictures: pictures(1) });
    expect(wizard.errors()).toEqual({});
    wizard.submit();
    expect(wizard.requests.map((request) => request.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it('takes the fresh key it is given when the server says the key was used for another submission', () => {
    const wizard = roomAt(7);
    wizard.submit();
    wizard.answer({ type: 'SUBMIT_FAILED', message: messages.idempotencyKeyReused, freshKey: 'key-2' });
    expect(wizard.context().submitError).toBe(messages.idempotencyKeyReused);
    wizard.submit();
    expect(wizard.requests.map((request) => request.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });

  it('shows a refusal that names no field (a blocked account) on the last step', () => {
    const wizard = roomAt(7);
    wizard.submit();
    wizard.answer({ type: 'SUBMIT_FAILED', message: messages.accountBlocked });
    expect(wizard.step()).toBe(7);
    expect(wizard.context().submitError).toBe(messages.accountBlocked);
    expect(wizard.context().progress).toBeNull();
  });

  it('on SUBMIT with an unfinished step opens the first one with its messages', () => {
    const wizard = roomAt(7);
    wizard.fill({ tagline: '' });
    wizard.submit();
    expect(wizard.state()).toBe('editing');
    expect(wizard.step()).toBe(2);
    expect(wizard.errors()).toEqual({ tagline: messages.taglineRequired });
  });

  it('comes back from a draft where the lister left it, with the same key', () => {
    const first = roomAt(5);
    first.fill({ rent: '15000' });
    const draft = { ...draftOf(first.context()), idempotencyKey: 'key-kept' };
    const again = startWizard(roomWizardMachine, draft);
    expect(again.step()).toBe(5);
    expect(again.context().values['rent']).toBe('15000');
    expect(again.context().pictures).toHaveLength(3);
    expect(again.context().idempotencyKey).toBe('key-kept');
  });

  it('starts "Your name" as the signed-in person\'s name, which the lister may change', () => {
    const wizard = startWizard(roomWizardMachine, null, ' Ayesha Khan ');
    expect(wizard.context().values['listerName']).toBe('Ayesha Khan');
    wizard.fill({ listerName: 'Ayesha K.' });
    expect(wizard.context().values['listerName']).toBe('Ayesha K.');
    // Emptied on purpose, it stays empty, and the step asks for it as before.
    wizard.fill({ listerName: '' });
    expect(wizard.context().values['listerName']).toBe('');
  });

  it('keeps the name a draft holds, and fills only a draft\'s empty one', () => {
    const named = { ...draftOf(roomAt(5).context()), idempotencyKey: 'key-kept' };
    expect(startWizard(roomWizardMachine, named, 'Bilal Ahmed').context().values['listerName']).toBe('Ayesha Khan');
    const unnamed = { ...draftOf(startWizard(roomWizardMachine).context()), idempotencyKey: 'key-kept' };
    expect(startWizard(roomWizardMachine, unnamed, 'Bilal Ahmed').context().values['listerName']).toBe('Bilal Ahmed');
  });
});
