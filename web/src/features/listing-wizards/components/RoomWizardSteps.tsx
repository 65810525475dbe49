import { TEXT_LIMITS } from '@kamra/contracts/limits';
import { BATHROOM_OPTIONS, BATHROOM_TYPES, FEATURES, FURNISHED_ITEMS, KITCHEN_OPTIONS, ROOM_CONDITIONS, ROOM_TYPES, SECONDARY_FEATURES } from '@kamra/contracts/options';
import type { RoomAnswerName, RoomStepId } from '../room-wizard-machine';
import type { WizardStep } from '../wizard-definition';
import { numberLimits } from '../wizard-limits';
import { AboutField, AddressFields, ListerFields, NicField, TaglineField, ThankYou } from './CommonFields';
import { ChoiceGroup, RadioOptions, SelectField, TextArea, TextField, Tick, TickOptions } from './fields';
import type { StepParts } from './ListingWizard';
import { RentGuideField } from './RentGuideField';

/** The stored value keeps the spec's spelling; people read 'Apartment'. */
const roomTypeName = (type: string): string => type.replace('Appartment', 'Apartment');

export function RoomWizardStep({ step, parts }: { step: WizardStep<'room', RoomStepId>; parts: StepParts<'room', RoomAnswerName> }) {
  const { form } = parts;
  switch (step.id) {
    case 'intro':
      return (
        <div className="wizard-intro">
          <p>Listing your room on Kamra is free. In a few short steps you tell us:</p>
          <ul>
            <li>what kind of room it is and a tagline that sells it,</li>
            <li>3 to 9 pictures,</li>
            <li>how seekers can reach you,</li>
            <li>the rent, the address and what the room offers.</li>
          </ul>
          <p className="muted">Our team reviews every listing before it appears publicly.</p>
        </div>
      );
    case 'type':
      return (
        <ChoiceGroup legend="Room type" error={form.error('type')} className="wizard-choices--cards">
          <RadioOptions name="type" value={form.text('type')} options={ROOM_TYPES} onChange={(value) => form.set('type', value)} display={roomTypeName} />
        </ChoiceGroup>
      );
    case 'tagline':
      return <TaglineField form={form} hint="One line that sells your room, e.g. 'Sunny room near Liberty Market'." />;
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
              label="Monthly rent (PKR)"
              required
              type="number"
              inputMode="numeric"
              {...numberLimits.room.rent}
              {...form.field('rent')}
            />
            <TextField
              label="Available from"
              required
              type="date"
              {...form.field('availableFrom')}
            />
          </div>
          <AddressFields form={form} />
          <div className="wizard-row">
            <SelectField
              label="Condition"
              required
              placeholder="Select condition"
              options={ROOM_CONDITIONS}
              {...form.field('condition')}
            />
            <SelectField
              label="Kitchen"
              required
              placeholder="Select kitchen"
              options={KITCHEN_OPTIONS}
              {...form.field('kitchen')}
            />
          </div>
          <ChoiceGroup legend="Bathroom" error={form.error('bathroom')}>
            <RadioOptions name="bathroom" value={form.text('bathroom')} options={BATHROOM_OPTIONS} onChange={(value) => form.set('bathroom', value)} />
          </ChoiceGroup>
          <ChoiceGroup legend="Bathroom type" error={form.error('bathroomType')}>
            <RadioOptions name="bathroomType" value={form.text('bathroomType')} options={BATHROOM_TYPES} onChange={(value) => form.set('bathroomType', value)} />
          </ChoiceGroup>
          <TextField
            label="Most roommates sharing (optional)"
            type="number"
            inputMode="numeric"
            {...numberLimits.room.maxRoommate}
            {...form.field('maxRoommate')}
          />
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
          <TextArea
            label="Description (optional)"
            {...form.field('description')}
            maxLength={TEXT_LIMITS.description}
          />
        </>
      );
    case 'security':
      return <NicField form={form} />;
    default:
      return <ThankYou what="room" />;
  }
}
