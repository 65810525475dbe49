/** Test fixtures for the wizard machines: pictures as real Blobs and a scripted submit. */
import type { SubmitAccepted } from '@kamra/contracts/read-models';
import { createActor, fromCallback } from 'xstate';
import type { ListingWizardMachine, SubmitOutcome, SubmitRequest, WizardDraft } from './listing-wizard-machine';
import type { FieldValue, PictureDraft } from './wizard-definition';

let pictureCount = 0;

export function picture(type = 'image/jpeg', bytes = 2048): PictureDraft {
  pictureCount += 1;
  return { id: `p${pictureCount}`, name: `photo-${pictureCount}.jpg`, blob: new Blob([new Uint8Array(bytes)], { type }) };
}

export const pictures = (count: number, type?: string): PictureDraft[] => Array.from({ length: count }, () => picture(type));

export const TODAY = '2026-11-23';

export const accepted: SubmitAccepted = { id: 'listing-1', status: 'pending', position: '42.0', message: 'ok' };

/** Runs a wizard whose submit the test answers by hand through `answer`. */
export function startWizard(machine: ListingWizardMachine, draft: WizardDraft | null = null, listerName?: string) {
  const requests: SubmitRequest[] = [];
  let answer: (outcome: SubmitOutcome) => void = () => undefined;
  const actor = createActor(
    machine.provide({
      actors: {
        submitListing: fromCallback<SubmitOutcome, SubmitRequest>(({ sendBack, input }) => {
          requests.push(input);
          answer = sendBack;
        }),
      },
    }),
    { input: { idempotencyKey: 'key-1', today: TODAY, draft, ...(listerName === undefined ? {} : { listerName }) } },
  ).start();
  const context = () => actor.getSnapshot().context;
  return {
    actor,
    requests,
    context,
    step: () => context().step,
    errors: () => context().errors,
    state: () => actor.getSnapshot().value,
    next: () => actor.send({ type: 'NEXT' }),
    previous: () => actor.send({ type: 'PREVIOUS' }),
    submit: () => actor.send({ type: 'SUBMIT' }),
    fill: (values: Record<string, FieldValue>) => {
      for (const [name, value] of Object.entries(values)) actor.send({ type: 'FIELD_CHANGED', name, value });
    },
    answer: (outcome: SubmitOutcome) => answer(outcome),
  };
}
