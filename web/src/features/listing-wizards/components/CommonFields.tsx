/** Inputs every wizard asks for in the same words. */
import { NIC_DIGITS, TEXT_LIMITS } from '@kamra/contracts/limits';
import { ADDRESS_SHOWN, type AddressShown, type ListingKind } from '@kamra/contracts/options';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { optionLabel } from '../../../i18n';
import { LANDMARK_HINTS } from '../../../lib/landmark-hints';
import type { WizardForm } from '../wizard-form';
import { ChoiceGroup, RadioOptions, TextArea, TextField } from './fields';
import { PhoneVerification } from './PhoneVerification';

export function TaglineField({ form, hint }: { form: WizardForm<ListingKind, 'tagline'>; hint: string }) {
  const { t } = useTranslation('wizards');
  return (
    <TextField
      label={t('fields.tagline')}
      required
      {...form.field('tagline')}
      maxLength={TEXT_LIMITS.tagline}
      hint={hint}
    />
  );
}

export function ListerFields({ form }: { form: WizardForm<ListingKind, 'listerName' | 'phone'> }) {
  const { t } = useTranslation('wizards');
  return (
    <>
      <TextField
        label={t('fields.name')}
        required
        autoComplete="name"
        {...form.field('listerName')}
        maxLength={TEXT_LIMITS.listerName}
      />
      <TextField
        label={t('fields.phone')}
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t('fields.phonePlaceholder')}
        hint={t('fields.phoneHint')}
        {...form.field('phone')}
        maxLength={TEXT_LIMITS.phone}
      />
      <PhoneVerification phone={form.text('phone')} onChoose={(phone) => form.set('phone', phone)} />
    </>
  );
}

export function AboutField({ form }: { form: WizardForm<'room' | 'roommate', 'about'> }) {
  const { t } = useTranslation('wizards');
  return (
    <TextArea
      label={t('fields.about')}
      {...form.field('about')}
      maxLength={TEXT_LIMITS.about}
      rows={3}
    />
  );
}

/** Where the room or item is: the place search and the public listing both use it. */
const ADDRESS_SHOWN_KEYS: Readonly<Record<AddressShown, string>> = {
  area: 'address.shownArea',
  full: 'address.shownFull',
};

/**
 * The address, with what the public will see of it: listers used to find their house number on
 * a public page without being told. Only the area is the default for a home; the exact address
 * is given to a seeker who makes contact, or written in the description by a lister who wants it public.
 */
export function AddressField({ form }: { form: WizardForm<ListingKind, 'address' | 'addressShown'> }) {
  const { t } = useTranslation('wizards');
  const addressShownLabel = (value: string): string => (value === 'area' || value === 'full' ? t(ADDRESS_SHOWN_KEYS[value]) : value);
  return (
    <>
      <TextField
        label={t('address.label')}
        required
        autoComplete="street-address"
        placeholder={t('address.placeholder')}
        hint={t('address.hint')}
        {...form.field('address')}
        maxLength={TEXT_LIMITS.address}
      />
      <ChoiceGroup legend={t('address.shown')} error={form.error('addressShown')}>
        <RadioOptions
          name="addressShown"
          value={form.text('addressShown')}
          options={ADDRESS_SHOWN}
          onChange={(value) => form.set('addressShown', value)}
          display={addressShownLabel}
        />
      </ChoiceGroup>
      {form.text('addressShown') === 'area' && (
        <p className="wizard-field__hint">{t('address.areaHint')}</p>
      )}
    </>
  );
}

export function AddressFields({ form }: { form: WizardForm<'room' | 'roommate', 'address' | 'addressShown' | 'landmark'> }) {
  const { t } = useTranslation('wizards');
  const hints = useId();
  return (
    <>
      <AddressField form={form} />
      <TextField
        label={t('fields.landmark')}
        list={hints}
        {...form.field('landmark')}
        maxLength={TEXT_LIMITS.landmark}
      />
      <datalist id={hints}>
        {LANDMARK_HINTS.map((hint) => (
          <option key={hint} value={optionLabel('landmarkHints', hint)} />
        ))}
      </datalist>
    </>
  );
}

export function NicField({ form }: { form: WizardForm<'room' | 'roommate', 'nicNumber'> }) {
  const { t } = useTranslation('wizards');
  return (
    <>
      <p className="muted">{t('nic.intro')}</p>
      <TextField
        label={t('nic.label')}
        inputMode="numeric"
        placeholder={t('nic.placeholder')}
        hint={t('nic.hint', { digits: NIC_DIGITS })}
        {...form.field('nicNumber')}
        maxLength={TEXT_LIMITS.nicNumber}
      />
    </>
  );
}

/** The last step's words: how a new listing goes out, or (`editing`) what happens to changes. */
export function ThankYou({ kind, editing }: { kind: ListingKind; editing: boolean }) {
  const { t } = useTranslation('wizards');
  return (
    <div className="wizard-thanks">
      <p>
        <Trans t={t} i18nKey={editing ? 'thanks.edit' : `thanks.${kind}`} components={{ strong: <strong /> }} />
      </p>
      <p className="muted">{t('thanks.follow')}</p>
    </div>
  );
}
