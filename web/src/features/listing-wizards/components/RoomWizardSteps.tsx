import { CALENDAR_WINDOW } from '@kamra/contracts/commands';
import { TEXT_LIMITS } from '@kamra/contracts/limits';
import { BATHROOM_OPTIONS, BATHROOM_TYPES, FEATURES, FURNISHED_ITEMS, KITCHEN_OPTIONS, ROOM_CONDITIONS, ROOM_TYPES, SECONDARY_FEATURES } from '@kamra/contracts/options';
import type { RoomAnswerName, RoomStepId } from '../room-wizard-machine';
import type { WizardStep } from '../wizard-definition';
import { numberLimits } from '../wizard-limits';
import { AboutField, AddressFields, ListerFields, NicField, TaglineField, ThankYou } from './CommonFields';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup, labelled, RadioOptions, SelectField, TextArea, TextField, Tick, TickOptions } from './fields';
import type { StepParts } from './ListingWizard';
import { RentGuideField } from './RentGuideField';

export function RoomWizardStep({ step, parts }: { step: WizardStep<'room', RoomStepId>; parts: StepParts<'room', RoomAnswerName> }) {
  const { t } = useTranslation('wizards');
  const { form } = parts;
  switch (step.id) {
    case 'intro':
      return (
        <div className="wizard-intro">
          <p>{t('room.intro.lead')}</p>
          <ul>
            <li>{t('room.intro.kind')}</li>
            <li>{t('room.intro.pictures')}</li>
            <li>{t('room.intro.contact')}</li>
            <li>{t('room.intro.details')}</li>
          </ul>
          <p className="muted">{t('room.intro.review')}</p>
        </div>
      );
    case 'type':
      return (
        <ChoiceGroup legend={t('room.type')} error={form.error('type')} className="wizard-choices--cards">
          <RadioOptions name="type" value={form.text('type')} options={ROOM_TYPES} onChange={(value) => form.set('type', value)} display={labelled('roomTypes')} />
        </ChoiceGroup>
      );
    case 'tagline':
      return <TaglineField form={form} hint={t('room.taglineHint')} />;
    case 'images':
      return parts.pictures;
    case 'personal':
      return (
        <>
          {parts.profilePhoto}
          <ListerFields form={form} />
          <AboutField form={form} />
        </>
      );
    case 'room':
      return (
        <>
          <div className="wizard-row">
            <RentGuideField
              kind="room"
              address={form.text('address')}
              label={t('room.rent')}
              required
              type="number"
              inputMode="numeric"
              {...numberLimits.room.rent}
              {...form.field('rent')}
            />
            <TextField
              label={t('fields.availableFrom')}
              required
              type="date"
              min={CALENDAR_WINDOW.from}
              max={CALENDAR_WINDOW.to}
              {...form.field('availableFrom')}
            />
          </div>
          <AddressFields form={form} />
          <div className="wizard-row">
            <SelectField
              label={t('room.condition')}
              required
              placeholder={t('fields.conditionPlaceholder')}
              options={ROOM_CONDITIONS}
              display={labelled('roomConditions')}
              {...form.field('condition')}
            />
            <SelectField
              label={t('room.kitchen')}
              required
              placeholder={t('room.kitchenPlaceholder')}
              options={KITCHEN_OPTIONS}
              display={labelled('kitchenOptions')}
              {...form.field('kitchen')}
            />
          </div>
          <ChoiceGroup legend={t('room.bathroom')} error={form.error('bathroom')}>
            <RadioOptions name="bathroom" value={form.text('bathroom')} options={BATHROOM_OPTIONS} onChange={(value) => form.set('bathroom', value)} display={labelled('bathroomOptions')} />
          </ChoiceGroup>
          <ChoiceGroup legend={t('room.bathroomType')} error={form.error('bathroomType')}>
            <RadioOptions name="bathroomType" value={form.text('bathroomType')} options={BATHROOM_TYPES} onChange={(value) => form.set('bathroomType', value)} display={labelled('bathroomTypes')} />
          </ChoiceGroup>
          <TextField
            label={t('room.maxRoommate')}
            type="number"
            inputMode="numeric"
            {...numberLimits.room.maxRoommate}
            {...form.field('maxRoommate')}
          />
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
          <TextArea
            label={t('fields.description')}
            {...form.field('description')}
            maxLength={TEXT_LIMITS.description}
          />
        </>
      );
    case 'security':
      return <NicField form={form} />;
    default:
      return <ThankYou kind="room" editing={parts.editing} />;
  }
}
