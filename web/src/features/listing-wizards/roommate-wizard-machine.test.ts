import { validateListingSubmission } from '@kamra/contracts/commands';
import { messages } from '@kamra/contracts/messages';
import { describe, expect, it } from 'vitest';
import { roommateWizard, roommateWizardMachine } from './roommate-wizard-machine';
import { accepted, pictures, startWizard, TODAY } from './wizard-fixtures';

function roommateAt(step: number) {
  const wizard = startWizard(roommateWizardMachine);
  const answers: (() => void)[] = [
    () => wizard.fill({ tagline: 'Looking for a female roommate in DHA' }),
    () => wizard.actor.send({ type: 'PICTURES_ADDED', pictures: pictures(3) }),
    () => {
      wizard.actor.send({ type: 'PROFILE_CHOSEN', profile: { kind: 'avatar', name: 'avatar-5' } });
      wizard.fill({ listerName: 'Sana', phone: '0300 7654321', listerAge: '24' });
    },
    () => wizard.fill({ occupation: 'Engineer' }),
    () => wizard.fill({ rent: '12000', address: 'DHA Phase 5, Lahore', availableFrom: TODAY }),
    () => wizard.fill({ gender: 'Female', age: '30' }),
    () => undefined,
  ];
  for (let index = 0; index < step; index++) {
    answers[index]?.();
    wizard.next();
  }
  expect(wizard.step()).toBe(step);
  return wizard;
}

describe('roommate wizard', () => {
  it('has the eight steps of the spec, in order', () => {
    expect(roommateWizard.steps.map((step) => step.id)).toEqual([
      'tagline', 'images', 'personal', 'professional', 'room', 'preferences', 'security', 'submit',
    ]);
  });

  it('needs a tagline first', () => {
    const wizard = roommateAt(0);
    wizard.next();
    expect(wizard.errors()).toEqual({ tagline: messages.taglineRequired });
  });

  it('takes 3 to 5 pictures with the spec message', () => {
    const wizard = roommateAt(1);
    wizard.next();
    expect(wizard.errors()).toEqual({ pictures: 'Please select images between 3 and 5!' });
    wizard.actor.send({ type: 'PICTURES_ADDED', pictures: pictures(7) });
    expect(wizard.context().pictures).toHaveLength(5);
    expect(wizard.errors()).toEqual({ pictures: 'Please select images between 3 and 5!' });
  });

  it('needs name, phone, a photo and an age of at least 10', () => {
    const wizard = roommateAt(2);
    wizard.next();
    expect(wizard.errors()).toEqual({
      profile: messages.profilePhotoRequired, listerName: messages.listerNameRequired,
      phone: messages.phoneRequired, listerAge: messages.listerAgeRequired,
    });
    wizard.fill({ listerAge: '9' });
    expect(wizard.errors()['listerAge']).toBe(messages.listerAgeMin);
  });

  it('needs an occupation; education is optional but must use the degree list', () => {
    const wizard = roommateAt(3);
    wizard.next();
    expect(wizard.errors()).toEqual({ occupation: messages.occupationRequired });
    wizard.fill({ occupation: 'Teacher', educationTitle: 'Diploma' });
    wizard.next();
    expect(wizard.step()).toBe(3);
    expect(wizard.errors()).toEqual({ education: messages.educationInvalid });
    wizard.fill({ educationTitle: 'M.Sc', major: 'Physics' });
    wizard.next();
    expect(wizard.step()).toBe(4);
  });

  it('needs rent per head of at least 1000, an address, a date not before today, and features when furnished', () => {
    const wizard = roommateAt(4);
    wizard.next();
    expect(wizard.errors()).toEqual({
      rent: messages.rentRequired, address: messages.addressRequired, availableFrom: messages.availableFromRequired,
    });
    wizard.fill({ rent: '999', address: 'Johar Town', availableFrom: '2026-11-22', furnished: true });
    expect(wizard.errors()).toEqual({
      rent: messages.roommateRentMin, availableFrom: messages.availableFromPast, furnished: 'Select some features of your room!',
    });
    wizard.fill({ rent: '1000', availableFrom: TODAY, features: ['internet'] });
    expect(wizard.errors()).toEqual({});
    wizard.next();
    expect(wizard.step()).toBe(5);
  });

  it('needs the gender sought, with the spec message, and an age limit of at least 18', () => {
    const wizard = roommateAt(5);
    wizard.next();
    expect(wizard.errors()).toEqual({ gender: 'Please, Select the gender you are looking for!', age: messages.roommateAgeRequired });
    wizard.fill({ gender: 'Male', age: '17', preferences: ['Non Smoker', 'Early Bird'] });
    expect(wizard.errors()).toEqual({ age: messages.roommateAgeMin });
    wizard.fill({ age: '18' });
    wizard.next();
    expect(wizard.step()).toBe(6);
  });

  it('submits what the server accepts, preferences in the features', () => {
    const wizard = roommateAt(7);
    const submission = roommateWizard.submission(wizard.context().values);
    expect(validateListingSubmission('roommate', submission, TODAY).ok).toBe(true);
    wizard.submit();
    expect(wizard.requests).toHaveLength(1);
    wizard.answer({ type: 'SUBMIT_SUCCEEDED', accepted });
    expect(wizard.state()).toBe('submitted');
  });

  it('brings a refused profile photo back to the personal step', () => {
    const wizard = roommateAt(7);
    wizard.submit();
    wizard.answer({ type: 'SUBMIT_FAILED', message: 'Unreadable', fields: { profile: 'Unreadable' } });
    expect(wizard.step()).toBe(2);
    expect(wizard.errors()).toEqual({ profile: 'Unreadable' });
  });
});
