import { TEXT_LIMITS } from '@kamra/contracts/limits';
import { DEGREE_TITLES, FEATURES, FURNISHED_ITEMS, GENDERS, LIFESTYLE_PREFERENCES, OCCUPATIONS, SECONDARY_FEATURES } from '@kamra/contracts/options';
import { pakistanDate } from '@kamra/contracts/rules';
import type { RoommateAnswerName, RoommateStepId } from '../roommate-wizard-machine';
import type { WizardStep } from '../wizard-definition';
import { numberLimits } from '../wizard-limits';
import { AboutField, AddressFields, ListerFields, NicField, TaglineField, ThankYou } from './CommonFields';
import { ChoiceGroup, RadioOptions, SelectField, TextField, Tick, TickOptions } from './fields';
import type { StepParts } from './ListingWizard';
import { RentGuideField } from './RentGuideField';

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export function RoommateWizardStep({ step, parts }: { step: WizardStep<'roommate', RoommateStepId>; parts: StepParts<'roommate', RoommateAnswerName> }) {
  const { form } = parts;
  switch (step.id) {
    case 'tagline':
      return <TaglineField form={form} hint="One line about the room and who you are looking for, e.g. 'Female roommate wanted in DHA'." />;
    case 'images':
      return parts.pictures;
    case 'personal':
      return (
        <>
          {parts.profilePhoto}
          <ListerFields form={form} />
          <TextField
            label="Your age"
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
            label="Occupation"
            required
            placeholder="Select occupation"
            options={OCCUPATIONS}
            display={capitalised}
            {...form.field('occupation')}
          />
          <fieldset className="wizard-choices">
            <legend>Education (optional)</legend>
            <div className="wizard-row">
              <SelectField
                label="Degree title"
                placeholder="Select degree"
                options={DEGREE_TITLES}
                value={form.text('educationTitle')}
                onChange={(value) => form.set('educationTitle', value)}
                error={form.error('education')}
              />
              <TextField label="Major" value={form.text('major')} onChange={(value) => form.set('major', value)} maxLength={TEXT_LIMITS.educationPart} />
            </div>
            <div className="wizard-row">
              <TextField label="Institute or sector" value={form.text('sectorName')} onChange={(value) => form.set('sectorName', value)} maxLength={TEXT_LIMITS.educationPart} />
              <TextField label="Country" value={form.text('educationCountry')} onChange={(value) => form.set('educationCountry', value)} maxLength={TEXT_LIMITS.educationPart} />
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
              label="Rent per head (PKR)"
              required
              type="number"
              inputMode="numeric"
              {...numberLimits.roommate.rent}
              {...form.field('rent')}
            />
            <TextField
              label="Available from"
              required
              type="date"
              min={pakistanDate(Date.now())}
              {...form.field('availableFrom')}
            />
          </div>
          <AddressFields form={form} />
          <Tick label="The room is furnished" checked={form.tick('furnished')} onChange={(value) => form.set('furnished', value)} error={form.error('furnished')} />
          {form.tick('furnished') && (
            <ChoiceGroup legend="Furniture in the room">
              <TickOptions values={form.list('furnishedItems')} options={FURNISHED_ITEMS} onChange={(value) => form.set('furnishedItems', value)} />
            </ChoiceGroup>
          )}
          <ChoiceGroup legend="Features" error={form.error('features')}>
            <TickOptions values={form.list('features')} options={FEATURES} onChange={(value) => form.set('features', value)} />
          </ChoiceGroup>
          <ChoiceGroup legend="More features">
            <TickOptions values={form.list('secondaryFeatures')} options={SECONDARY_FEATURES} onChange={(value) => form.set('secondaryFeatures', value)} />
          </ChoiceGroup>
        </>
      );
    case 'preferences':
      return (
        <>
          <ChoiceGroup legend="Looking for" error={form.error('gender')}>
            <RadioOptions name="gender" value={form.text('gender')} options={GENDERS} onChange={(value) => form.set('gender', value)} />
          </ChoiceGroup>
          <TextField
            label="Age under"
            required
            type="number"
            inputMode="numeric"
            {...numberLimits.roommate.age}
            hint="The oldest roommate you would share with."
            {...form.field('age')}
          />
          <ChoiceGroup legend="Lifestyle preferences">
            <TickOptions values={form.list('preferences')} options={LIFESTYLE_PREFERENCES} onChange={(value) => form.set('preferences', value)} />
          </ChoiceGroup>
        </>
      );
    case 'security':
      return <NicField form={form} />;
    default:
      return <ThankYou what="roommate ad" />;
  }
}
