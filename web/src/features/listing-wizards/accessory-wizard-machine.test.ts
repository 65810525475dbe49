import { validateListingSubmission } from '@kamra/contracts/commands';
import { messages } from '@kamra/contracts/messages';
import { describe, expect, it } from 'vitest';
import { accessoryWizard, accessoryWizardMachine } from './accessory-wizard-machine';
import { accepted, pictures, startWizard, TODAY } from './wizard-fixtures';

function accessoryAt(step: number) {
  const wizard = startWizard(accessoryWizardMachine);
  const answers: (() => void)[] = [
    () => wizard.fill({ tagline: 'Study table in great condition' }),
    () => wizard.actor.send({ type: 'PICTURES_ADDED', pictures: pictures(3) }),
    () => {
      wizard.actor.send({ type: 'PROFILE_CHOSEN', profile: { kind: 'avatar', name: 'avatar-1' } });
      wizard.fill({ listerName: 'Bilal', phone: '0321-5556677' });
    },
    () => wizard.fill({ name: 'Study table', price: '4500', condition: '8', usageYear: '2', address: 'Gulberg III, Lahore' }),
  ];
  for (let index = 0; index < step; index++) {
    answers[index]?.();
    wizard.next();
  }
  expect(wizard.step()).toBe(step);
  return wizard;
}

describe('accessory wizard', () => {
  it('has the five steps of the spec, in order', () => {
    expect(accessoryWizard.steps.map((step) => step.id)).toEqual(['tagline', 'images', 'personal', 'product', 'submit']);
  });

  it('needs a tagline', () => {
    const wizard = accessoryAt(0);
    wizard.next();
    expect(wizard.errors()).toEqual({ tagline: messages.taglineRequired });
  });

  it('takes 3 to 5 pictures with the spec message', () => {
    const wizard = accessoryAt(1);
    wizard.actor.send({ type: 'PICTURES_ADDED', pictures: pictures(6) });
    expect(wizard.context().pictures).toHaveLength(5);
    expect(wizard.errors()).toEqual({ pictures: 'Please, Select 3 - 5 images of your accessory!' });
    wizard.next();
    expect(wizard.step()).toBe(2);
  });

  it('needs name, phone and a profile photo', () => {
    const wizard = accessoryAt(2);
    wizard.next();
    expect(wizard.errors()).toEqual({
      profile: messages.profilePhotoRequired, listerName: messages.listerNameRequired, phone: messages.phoneRequired,
    });
  });

  it('checks the product: name, price from 100, condition 1 to 10, usage from 1 year, address', () => {
    const wizard = accessoryAt(3);
    wizard.next();
    expect(wizard.errors()).toEqual({
      name: messages.productNameRequired, price: messages.priceRequired, condition: messages.accessoryConditionRequired,
      usageYear: messages.usageYearRequired, address: messages.addressRequired,
    });
    wizard.fill({ name: 'Chair', price: '99', condition: '11', usageYear: '0', address: 'Lahore' });
    expect(wizard.errors()).toEqual({
      price: messages.priceMin, condition: messages.accessoryConditionRange, usageYear: messages.usageYearMin,
    });
    wizard.fill({ price: '100', condition: '1', usageYear: '1' });
    wizard.next();
    expect(wizard.step()).toBe(4);
  });

  it('submits what the server accepts, once', () => {
    const wizard = accessoryAt(4);
    expect(validateListingSubmission('accessory', accessoryWizard.submission(wizard.context().values), TODAY).ok).toBe(true);
    wizard.submit();
    wizard.submit();
    expect(wizard.requests).toHaveLength(1);
    wizard.answer({ type: 'SUBMIT_SUCCEEDED', accepted });
    expect(wizard.state()).toBe('submitted');
  });

  it('keeps a lost connection on the last step so the lister can send again', () => {
    const wizard = accessoryAt(4);
    wizard.submit();
    wizard.answer({ type: 'SUBMIT_FAILED', message: messages.connectionFailed });
    expect(wizard.state()).toBe('editing');
    expect(wizard.step()).toBe(4);
    expect(wizard.context().submitError).toBe(messages.connectionFailed);
    wizard.submit();
    expect(wizard.requests.map((request) => request.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });
});
