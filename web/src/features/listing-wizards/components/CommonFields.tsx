/** Inputs every wizard asks for in the same words. */
import { TEXT_LIMITS } from '@kamra/contracts/limits';
import { useId } from 'react';
import { LANDMARK_HINTS } from '../../../lib/landmark-hints';
import type { WizardForm } from '../wizard-form';
import { TextArea, TextField } from './fields';

export function TaglineField({ form, hint }: { form: WizardForm; hint: string }) {
  return (
    <TextField
      label="Tagline"
      required
      value={form.text('tagline')}
      onChange={(value) => form.set('tagline', value)}
      error={form.error('tagline')}
      maxLength={TEXT_LIMITS.tagline}
      hint={hint}
    />
  );
}

export function ListerFields({ form }: { form: WizardForm }) {
  return (
    <>
      <TextField
        label="Your name"
        required
        autoComplete="name"
        value={form.text('listerName')}
        onChange={(value) => form.set('listerName', value)}
        error={form.error('listerName')}
        maxLength={TEXT_LIMITS.listerName}
      />
      <TextField
        label="Phone number"
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="0300-1234567"
        hint="Seekers call or text you on this number. Digits, spaces and dashes only."
        value={form.text('phone')}
        onChange={(value) => form.set('phone', value)}
        error={form.error('phone')}
        maxLength={TEXT_LIMITS.phone}
      />
    </>
  );
}

export function AboutField({ form }: { form: WizardForm }) {
  return (
    <TextArea
      label="About you (optional)"
      value={form.text('about')}
      onChange={(value) => form.set('about', value)}
      error={form.error('about')}
      maxLength={TEXT_LIMITS.about}
      rows={3}
    />
  );
}

export function AddressFields({ form }: { form: WizardForm }) {
  const hints = useId();
  return (
    <>
      <TextField
        label="Address"
        required
        autoComplete="street-address"
        placeholder="Gulberg III, Lahore"
        value={form.text('address')}
        onChange={(value) => form.set('address', value)}
        error={form.error('address')}
        maxLength={TEXT_LIMITS.address}
      />
      <TextField
        label="Nearby landmark (optional)"
        list={hints}
        value={form.text('landmark')}
        onChange={(value) => form.set('landmark', value)}
        error={form.error('landmark')}
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

export function NicField({ form }: { form: WizardForm }) {
  return (
    <>
      <p className="muted">
        Adding your NIC number helps us verify listers and keep Kamra safe. Only our admins can see it.
      </p>
      <TextField
        label="NIC number (optional)"
        inputMode="numeric"
        placeholder="3520212345671"
        hint="13 digits, without dashes."
        value={form.text('nicNumber')}
        onChange={(value) => form.set('nicNumber', value)}
        error={form.error('nicNumber')}
        maxLength={13}
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
