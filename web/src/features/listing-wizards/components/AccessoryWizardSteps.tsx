import { ACCESSORY_CONDITION, TEXT_LIMITS } from '@kamra/contracts/limits';
import type { AccessoryAnswerName, AccessoryStepId } from '../accessory-wizard-machine';
import type { WizardStep } from '../wizard-definition';
import { numberLimits } from '../wizard-limits';
import { AddressField, ListerFields, TaglineField, ThankYou } from './CommonFields';
import { useTranslation } from 'react-i18next';
import { SelectField, TextArea, TextField } from './fields';
import type { StepParts } from './ListingWizard';
import { RentGuideField } from './RentGuideField';

const conditions = Array.from({ length: ACCESSORY_CONDITION.max - ACCESSORY_CONDITION.min + 1 }, (_, index) => String(ACCESSORY_CONDITION.min + index));

export function AccessoryWizardStep({ step, parts }: { step: WizardStep<'accessory', AccessoryStepId>; parts: StepParts<'accessory', AccessoryAnswerName> }) {
  const { t } = useTranslation('wizards');
  const conditionName = (value: string): string =>
    value === '10' ? t('accessory.conditionNew') : value === '1' ? t('accessory.conditionWorn') : value;
  const { form } = parts;
  switch (step.id) {
    case 'tagline':
      return <TaglineField form={form} hint={t('accessory.taglineHint')} />;
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
            label={t('accessory.name')}
            required
            {...form.field('name')}
            maxLength={TEXT_LIMITS.productName}
          />
          <div className="wizard-row">
            <RentGuideField
              kind="accessory"
              address={form.text('address')}
              label={t('accessory.price')}
              required
              type="number"
              inputMode="numeric"
              {...numberLimits.accessory.price}
              {...form.field('price')}
            />
            <SelectField
              label={t('accessory.condition')}
              required
              placeholder={t('fields.conditionPlaceholder')}
              options={conditions}
              display={conditionName}
              {...form.field('condition')}
            />
            <TextField
              label={t('accessory.usageYear')}
              required
              type="number"
              inputMode="numeric"
              {...numberLimits.accessory.usageYear}
              {...form.field('usageYear')}
            />
          </div>
          <AddressField form={form} />
          <TextArea
            label={t('fields.description')}
            {...form.field('description')}
            maxLength={TEXT_LIMITS.description}
          />
        </>
      );
    default:
      return <ThankYou kind="accessory" editing={parts.editing} />;
  }
}
