import { messages } from '@kamra/contracts/messages';
import { validateListingSubmission } from '@kamra/contracts/commands';
import type { ListingDraft } from '@kamra/contracts/read-models';
import { listingChanges, type ListingContent } from '@kamra/contracts/rules';
import { validAccessoryInput, validRoomInput, validRoommateInput } from '@kamra/contracts/testing';
import type { AddressShown, ListingKind } from '@kamra/contracts/options';
import { createActor, fromCallback } from 'xstate';
import { describe, expect, it } from 'vitest';
import { accessoryWizard, accessoryWizardMachine } from './accessory-wizard-machine';
import { editStartOf } from './listing-edit-start';
import type { ListingWizardMachine, SubmitOutcome, SubmitRequest } from './listing-wizard-machine';
import { roomWizard, roomWizardMachine } from './room-wizard-machine';
import { roommateWizard, roommateWizardMachine } from './roommate-wizard-machine';
import { pictures, TODAY } from './wizard-fixtures';
import type { ListingWizardDefinition } from './wizard-definition';

// The roommate's available-from date must not be before today.
const inputs: Record<ListingKind, Record<string, string>> = {
  room: validRoomInput,
  roommate: { ...validRoommateInput, availableFrom: TODAY },
  accessory: validAccessoryInput,
};

const picture = (file: string) => ({ file, url: `/uploads/${file}`, thumbUrl: `/uploads/thumb-${file}`, width: 800, height: 600 });

/** The owner's draft of a stored listing of `kind` with `count` pictures, as the read side gives it. */
function draftOf(
  kind: ListingKind, count = 3, profile: ListingDraft['profile'] = { kind: 'avatar', name: 'avatar-2' }, addressShown?: AddressShown,
): ListingDraft {
  const input = addressShown === undefined ? inputs[kind] : { ...inputs[kind], addressShown };
  const validated = validateListingSubmission(kind, input, TODAY);
  if (!validated.ok) throw new Error(validated.message);
  const files = Array.from({ length: count }, (_, index) => picture(`${kind}-${index + 1}.webp`));
  return { ...validated.value, pictures: files, profile, profileUrl: '/avatars/avatar-2.svg' };
}

/** An edit run of `machine`, with its submit answered by hand. */
function startEdit(machine: ListingWizardMachine, draft: ListingDraft) {
  const requests: SubmitRequest[] = [];
  const actor = createActor(
    machine.provide({
      actors: {
        submitListing: fromCallback<SubmitOutcome, SubmitRequest>(({ input }) => {
          requests.push(input);
        }),
      },
    }),
    { input: { idempotencyKey: 'key-1', today: TODAY, edit: editStartOf(draft) } },
  ).start();
  return { actor, requests, context: () => actor.getSnapshot().context, state: () => actor.getSnapshot().value };
}

const imageRef = (file: string) => ({ file, thumb: `thumb-${file}`, width: 800, height: 600 });

/** The stored content a draft shows. */
function storedContent(draft: ListingDraft): ListingContent {
  const { pictures: shown, profile, profileUrl: _url, ...fields } = draft;
  return { ...fields, pictures: shown.map((shot) => imageRef(shot.file)), profile };
}

/** The content a request would make, to compare with the draft as the server does. */
function contentOf(definition: ListingWizardDefinition, request: SubmitRequest, draft: ListingDraft): ListingContent {
  const validated = validateListingSubmission(definition.kind, definition.submission(request.values), TODAY);
  if (!validated.ok) throw new Error(validated.message);
  const files = [...(request.kept ?? []).map((kept) => kept.file), ...request.pictures.map((added) => added.name)];
  return { ...validated.value, pictures: files.map(imageRef), profile: draft.profile };
}

const wizards = [
  [roomWizard, roomWizardMachine],
  [roommateWizard, roommateWizardMachine],
  [accessoryWizard, accessoryWizardMachine],
] as const;

describe('a wizard in edit mode', () => {
  for (const [definition, machine] of wizards) {
    it(`given a ${definition.kind} listing, when it is sent unchanged, then its content is the listing's own`, () => {
      const draft = draftOf(definition.kind);
      const run = startEdit(machine, draft);
      // An introduction is skipped: the edit opens on the first step that asks for something.
      expect(run.context().step).toBe(definition.steps.findIndex((step) => step.fields.length > 0));
      expect(definition.steps[run.context().step]?.fields.length).toBeGreaterThan(0);
      run.actor.send({ type: 'SUBMIT' });
      expect(run.state()).toBe('submitting');
      const [request] = run.requests;
      if (request === undefined) throw new Error('nothing was sent');
      expect(request.kept?.map((kept) => kept.file)).toEqual(draft.pictures.map((picture) => picture.file));
      expect(request.pictures).toEqual([]);
      expect(listingChanges(storedContent(draft), contentOf(definition, request, draft))).toEqual([]);
    });
  }

  it('given a room, when the rent is corrected, then the rent is its only change', () => {
    const draft = draftOf('room');
    const run = startEdit(roomWizardMachine, draft);
    run.actor.send({ type: 'FIELD_CHANGED', name: 'rent', value: '26000' });
    run.actor.send({ type: 'SUBMIT' });
    const [request] = run.requests;
    if (request === undefined) throw new Error('nothing was sent');
    expect(listingChanges(storedContent(draft), contentOf(roomWizard, request, draft))).toEqual([{ field: 'rent', from: 25000, to: 26000 }]);
  });

  for (const [definition, machine] of wizards) {
    it(`given a ${definition.kind} listing showing only the area, then the edit keeps that choice and sends it back unchanged`, () => {
      const draft = draftOf(definition.kind, 3, undefined, 'area');
      const run = startEdit(machine, draft);
      expect(run.context().values['addressShown']).toBe('area');
      run.actor.send({ type: 'SUBMIT' });
      const [request] = run.requests;
      if (request === undefined) throw new Error('nothing was sent');
      expect(listingChanges(storedContent(draft), contentOf(definition, request, draft))).toEqual([]);
    });
  }

  it('given a room showing only the area, when the lister shows the full address, then that is the only change', () => {
    const draft = draftOf('room', 3, undefined, 'area');
    const run = startEdit(roomWizardMachine, draft);
    run.actor.send({ type: 'FIELD_CHANGED', name: 'addressShown', value: 'full' });
    run.actor.send({ type: 'SUBMIT' });
    const [request] = run.requests;
    if (request === undefined) throw new Error('nothing was sent');
    expect(listingChanges(storedContent(draft), contentOf(roomWizard, request, draft))).toEqual([{ field: 'addressShown', from: 'area', to: 'full' }]);
  });

  it('given a listing from before listers chose, then neither choice is made for them (the new-listing default is not applied)', () => {
    const run = startEdit(roomWizardMachine, draftOf('room'));
    expect(run.context().values['addressShown']).toBe('');
  });

  it('given three kept pictures, when one is removed, the last moved first and a new one added, then they are sent in that order', () => {
    const draft = draftOf('room', 3);
    const run = startEdit(roomWizardMachine, draft);
    const [added] = pictures(1);
    if (added === undefined) throw new Error('no picture');
    run.actor.send({ type: 'PICTURE_REMOVED', id: 'room-2.webp' });
    run.actor.send({ type: 'PICTURE_MOVED', id: 'room-3.webp', by: -1 });
    run.actor.send({ type: 'PICTURES_ADDED', pictures: [added] });
    // A new picture cannot go before the kept ones: the server puts new files after them.
    run.actor.send({ type: 'PICTURE_MOVED', id: added.id, by: -1 });
    expect(run.context().kept?.map((kept) => kept.file)).toEqual(['room-3.webp', 'room-1.webp']);
    expect(run.context().pictures).toEqual([added]);
    run.actor.send({ type: 'SUBMIT' });
    expect(run.requests[0]?.kept?.map((kept) => kept.file)).toEqual(['room-3.webp', 'room-1.webp']);
    expect(run.requests[0]?.pictures).toEqual([added]);
  });

  it('given a room with the most pictures, when more are added, then none fit and the count rule is shown', () => {
    const draft = draftOf('room', 9);
    const run = startEdit(roomWizardMachine, draft);
    run.actor.send({ type: 'PICTURES_ADDED', pictures: pictures(2) });
    expect(run.context().pictures).toEqual([]);
    expect(run.context().errors['pictures']).toBe(messages.roomPicturesCount);
  });

  it('given a room, when too few pictures are left, then submit opens the pictures step with the kind\'s message', () => {
    const run = startEdit(roomWizardMachine, draftOf('room', 3));
    run.actor.send({ type: 'PICTURE_REMOVED', id: 'room-1.webp' });
    run.actor.send({ type: 'PICTURE_REMOVED', id: 'room-2.webp' });
    run.actor.send({ type: 'SUBMIT' });
    expect(run.state()).toBe('editing');
    expect(roomWizard.steps[run.context().step]?.id).toBe('images');
    expect(run.context().errors).toEqual({ pictures: messages.roomPicturesCount });
    expect(run.requests).toEqual([]);
  });

  it('given an uploaded profile photo, when nothing is picked, then it is kept (no photo is sent and none is asked for)', () => {
    const draft = draftOf('accessory', 3, { kind: 'upload', image: { file: 'me.webp', thumb: 'thumb-me.webp', width: 200, height: 200 } });
    const run = startEdit(accessoryWizardMachine, draft);
    expect(run.context().profile).toBeNull();
    run.actor.send({ type: 'SUBMIT' });
    expect(run.state()).toBe('submitting');
    expect(run.requests[0]?.profile).toBeNull();
  });

  it('given a built-in avatar, then the wizard starts with it chosen', () => {
    const run = startEdit(roommateWizardMachine, draftOf('roommate'));
    expect(run.context().profile).toEqual({ kind: 'avatar', name: 'avatar-2' });
  });
});
