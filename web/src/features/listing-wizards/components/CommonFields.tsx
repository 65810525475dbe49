/** Inputs every wizard asks for in the same words. */
import { NIC_DIGITS, TEXT_LIMITS } from '@kamra/contracts/limits';
import { ADDRESS_SHOWN, type AddressShown, type ListingKind } from '@kamra/contracts/options';
import { useId } from 'react';
import { LANDMARK_HINTS } from '../../../lib/landmark-hints';
import type { WizardForm } from '../wizard-form';
import { ChoiceGroup, RadioOptions, TextArea, TextField } from './fields';
import { PhoneVerification } from './PhoneVerification';

export function TaglineField({ form, hint }: { form: WizardForm<ListingKind, 'tagline'>; hint: string }) {
  return (
    <TextField
      label="Tagline"
      required
      {...form.field('tagline')}
      maxLength={TEXT_LIMITS.tagline}
      hint={hint}
    />
  );
}

export function ListerFields({ form }: { form: WizardForm<ListingKind, 'listerName' | 'phone'> }) {
  return (
    <>
      <TextField
        label="Your name"
        required
        autoComplete="name"
        {...form.field('listerName')}
        maxLength={TEXT_LIMITS.listerName}
      />
      <TextField
        label="Phone number"
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="0300-1234567"
        hint="Seekers call or text you on this number."
        {...form.field('phone')}
        maxLength={TEXT_LIMITS.phone}
      />
      <PhoneVerification phone={form.text('phone')} onChoose={(phone) => form.set('phone', phone)} />
    </>
  );
}

export function AboutField({ form }: { form: WizardForm<'room' | 'roommate', 'about'> }) {
  return (
    <TextArea
      label="About you (optional)"
      {...form.field('about')}
      maxLength={TEXT_LIMITS.about}
      rows={3}
    />
  );
}

/** Where the room or item is: the place search and the public listing both use it. */
const ADDRESS_SHOWN_LABELS: Readonly<Record<AddressShown, string>> = {
  area: 'Only the area, such as "Shadman, Lahore" (recommended)',
  full: 'The full address',
};
const addressShownLabel = (value: string): string => (value === 'area' || value === 'full' ? ADDRESS_SHOWN_LABELS[value] : value);

/**
 * The address, with what the public will see of it: listers used to find their house number on
 * a public page without being told. Only the area is the default for a home; the exact address
 * is given to a seeker who makes contact, or written in the description by a lister who wants it public.
 */
export function AddressField({ form }: { form: WizardForm<ListingKind, 'address' | 'addressShown'> }) {
  return (
    <>
      <TextField
        label="Address"
        required
        autoComplete="street-address"
        placeholder="House 12, Street 4, Gulberg III, Lahore"
        hint="Everyone can see what you choose below, on your listing and in search."
        {...form.field('address')}
        maxLength={TEXT_LIMITS.address}
      />
      <ChoiceGroup legend="What the public sees of your address" error={form.error('addressShown')}>
        <RadioOptions
          name="addressShown"
          value={form.text('addressShown')}
          options={ADDRESS_SHOWN}
          onChange={(value) => form.set('addressShown', value)}
          display={addressShownLabel}
        />
      </ChoiceGroup>
      {form.text('addressShown') === 'area' && (
        <p className="wizard-field__hint">Seekers who contact you ask for the exact address; you decide when to give it.</p>
      )}
    </>
  );
}

export function AddressFields({ form }: { form: WizardForm<'room' | 'roommate', 'address' | 'addressShown' | 'landmark'> }) {
  const hints = useId();
  return (
    <>
      <AddressField form={form} />
      <TextField
        label="Nearby landmark (optional)"
        list={hints}
        {...form.field('landmark')}
        maxLength={TEXT_LIMITS.landmark}
      />
      <datalist id={hints}>
        {LANDMARK_HINTS.map((hint) => (
          <option key={hint} value={hint} />
        ))}
      </datalist>
    </>
  );
}

export function NicField({ form }: { form: WizardForm<'room' | 'roommate', 'nicNumber'> }) {
  return (
    <>
      <p className="muted">
        Adding your NIC number helps us verify listers and keep Kamra safe. Only our admins can see it.
      </p>
      <TextField
        label="NIC number (optional)"
        inputMode="numeric"
        placeholder="35202-1234567-1"
        hint={`${NIC_DIGITS} digits, as printed on your card; dashes and spaces are fine.`}
        {...form.field('nicNumber')}
        maxLength={TEXT_LIMITS.nicNumber}
      />
    </>
  );
}

export function ThankYou({ what }: { what: string }) {
  return (
    <div className="wizard-thanks">
      <p>
        Press <strong>Submit</strong> to send your {what} for review. Listing is free, and it appears publicly as soon as
        our team approves it.
      </p>
      <p className="muted">You can follow its status in My Listings.</p>
    </div>
  );
}
