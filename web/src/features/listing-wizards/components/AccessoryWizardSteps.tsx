import { ACCESSORY_CONDITION, TEXT_LIMITS } from '@kamra/contracts/limits';
import type { AccessoryAnswerName, AccessoryStepId } from '../accessory-wizard-machine';
import type { WizardStep } from '../wizard-definition';
import { numberLimits } from '../wizard-limits';
import { AddressField, ListerFields, TaglineField, ThankYou } from './CommonFields';
import { SelectField, TextArea, TextField } from './fields';
import type { StepParts } from './ListingWizard';
import { RentGuideField } from './RentGuideField';

const conditions = Array.from({ length: ACCESSORY_CONDITION.max - ACCESSORY_CONDITION.min + 1 }, (_, index) => String(ACCESSORY_CONDITION.min + index));
const conditionName = (value: string): string => (value === '10' ? '10 (as new)' : value === '1' ? '1 (worn out)' : value);

export function AccessoryWizardStep({ step, parts }: { step: WizardStep<'accessory', AccessoryStepId>; parts: StepParts<'accessory', AccessoryAnswerName> }) {
  const { form } = parts;
  switch (step.id) {
    case 'tagline':
      return <TaglineField form={form} hint="One line that sells your item, e.g. 'Study table in great condition'." />;
    case 'images':
      return parts.pictures;
    case 'personal':
      return (
        <>
          {parts.profilePhoto}
          <ListerFields form={form} />
        </>
      );
    case 'product':
      return (
        <>
          <TextField
            label="Product name"
            required
            {...form.field('name')}
            maxLength={TEXT_LIMITS.productName}
          />
          <div className="wizard-row">
            <RentGuideField
              kind="accessory"
              address={form.text('address')}
              label="Price (PKR)"
              required
              type="number"
              inputMode="numeric"
              {...numberLimits.accessory.price}
              {...form.field('price')}
            />
            <SelectField
              label="Condition (1 to 10)"
              required
              placeholder="Select condition"
              options={conditions}
              display={conditionName}
              {...form.field('condition')}
            />
            <TextField
              label="Years used"
              required
              type="number"
              inputMode="numeric"
              {...numberLimits.accessory.usageYear}
              {...form.field('usageYear')}
            />
          </div>
          <AddressField form={form} />
          <TextArea
            label="Description (optional)"
            {...form.field('description')}
            maxLength={TEXT_LIMITS.description}
          />
        </>
      );
    default:
      return <ThankYou what="item" />;
  }
}
