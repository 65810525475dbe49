import { CALENDAR_WINDOW } from '@kamra/contracts/commands';
import { TEXT_LIMITS } from '@kamra/contracts/limits';
import { DEGREE_TITLES, FEATURES, FURNISHED_ITEMS, GENDERS, LIFESTYLE_PREFERENCES, OCCUPATIONS, SECONDARY_FEATURES } from '@kamra/contracts/options';
import { pakistanDate } from '@kamra/contracts/rules';
import type { RoommateAnswerName, RoommateStepId } from '../roommate-wizard-machine';
import type { WizardStep } from '../wizard-definition';
import { numberLimits } from '../wizard-limits';
import { AboutField, AddressFields, ListerFields, NicField, TaglineField, ThankYou } from './CommonFields';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup, labelled, RadioOptions, SelectField, TextField, Tick, TickOptions } from './fields';
import type { StepParts } from './ListingWizard';
import { RentGuideField } from './RentGuideField';

export function RoommateWizardStep({ step, parts }: { step: WizardStep<'roommate', RoommateStepId>; parts: StepParts<'roommate', RoommateAnswerName> }) {
  const { t } = useTranslation('wizards');
  const { form } = parts;
  switch (step.id) {
    case 'tagline':
      return <TaglineField form={form} hint={t('roommate.taglineHint')} />;
    case 'images':
      return parts.pictures;
    case 'personal':
      return (
        <>
          {parts.profilePhoto}
          <ListerFields form={form} />
          <TextField
            label={t('roommate.listerAge')}
            required
            type="number"
            inputMode="numeric"
            {...numberLimits.roommate.listerAge}
            {...form.field('listerAge')}
          />
          <AboutField form={form} />
        </>
      );
    case 'professional':
      return (
        <>
          <SelectField
            label={t('roommate.occupation')}
            required
            placeholder={t('roommate.occupationPlaceholder')}
            options={OCCUPATIONS}
            display={labelled('occupations')}
            {...form.field('occupation')}
          />
          <fieldset className="wizard-choices">
            <legend>{t('roommate.education')}</legend>
            <div className="wizard-row">
              <SelectField
                label={t('roommate.degree')}
                placeholder={t('roommate.degreePlaceholder')}
                options={DEGREE_TITLES}
                display={labelled('degreeTitles')}
                value={form.text('educationTitle')}
                onChange={(value) => form.set('educationTitle', value)}
                error={form.error('education')}
              />
              <TextField label={t('roommate.major')} value={form.text('major')} onChange={(value) => form.set('major', value)} maxLength={TEXT_LIMITS.educationPart} />
            </div>
            <div className="wizard-row">
              <TextField label={t('roommate.sector')} value={form.text('sectorName')} onChange={(value) => form.set('sectorName', value)} maxLength={TEXT_LIMITS.educationPart} />
              <TextField label={t('roommate.country')} value={form.text('educationCountry')} onChange={(value) => form.set('educationCountry', value)} maxLength={TEXT_LIMITS.educationPart} />
            </div>
          </fieldset>
        </>
      );
    case 'room':
      return (
        <>
          <div className="wizard-row">
            <RentGuideField
              kind="roommate"
              address={form.text('address')}
              label={t('roommate.rent')}
              required
              type="number"
              inputMode="numeric"
              {...numberLimits.roommate.rent}
              {...form.field('rent')}
            />
            <TextField
              label={t('fields.availableFrom')}
              required
              type="date"
              min={pakistanDate(Date.now())}
              max={CALENDAR_WINDOW.to}
              {...form.field('availableFrom')}
            />
          </div>
          <AddressFields form={form} />
          <Tick label={t('fields.furnished')} checked={form.tick('furnished')} onChange={(value) => form.set('furnished', value)} error={form.error('furnished')} />
          {form.tick('furnished') && (
            <ChoiceGroup legend={t('fields.furniture')}>
              <TickOptions values={form.list('furnishedItems')} options={FURNISHED_ITEMS} onChange={(value) => form.set('furnishedItems', value)} display={labelled('furnishedItems')} />
            </ChoiceGroup>
          )}
          <ChoiceGroup legend={t('fields.features')} error={form.error('features')}>
            <TickOptions values={form.list('features')} options={FEATURES} onChange={(value) => form.set('features', value)} display={labelled('features')} />
          </ChoiceGroup>
          <ChoiceGroup legend={t('fields.moreFeatures')}>
            <TickOptions values={form.list('secondaryFeatures')} options={SECONDARY_FEATURES} onChange={(value) => form.set('secondaryFeatures', value)} display={labelled('secondaryFeatures')} />
          </ChoiceGroup>
        </>
      );
    case 'preferences':
      return (
        <>
          <ChoiceGroup legend={t('roommate.lookingFor')} error={form.error('gender')}>
            <RadioOptions name="gender" value={form.text('gender')} options={GENDERS} onChange={(value) => form.set('gender', value)} display={labelled('genders')} />
          </ChoiceGroup>
          <TextField
            label={t('roommate.age')}
            required
            type="number"
            inputMode="numeric"
            {...numberLimits.roommate.age}
            hint={t('roommate.ageHint')}
            {...form.field('age')}
          />
          <ChoiceGroup legend={t('roommate.lifestyle')}>
            <TickOptions values={form.list('preferences')} options={LIFESTYLE_PREFERENCES} onChange={(value) => form.set('preferences', value)} display={labelled('lifestylePreferences')} />
          </ChoiceGroup>
        </>
      );
    case 'security':
      return <NicField form={form} />;
    default:
      return <ThankYou kind="roommate" editing={parts.editing} />;
  }
}
