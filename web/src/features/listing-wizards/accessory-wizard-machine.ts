/**
 * The accessory wizard (/listAccessories), spec section 4: 0 tagline, 1 images, 2 personal,
 * 3 product, 4 submit.
 */
import { createListingWizardMachine } from './listing-wizard-machine';
import { defineListingWizard, textOf } from './wizard-definition';

export const accessoryWizard = defineListingWizard({
  kind: 'accessory',
  steps: [
    { id: 'tagline', fields: ['tagline'] },
    { id: 'images', fields: ['pictures'] },
    { id: 'personal', fields: ['profile', 'listerName', 'phone'] },
    { id: 'product', fields: ['name', 'price', 'condition', 'usageYear', 'address', 'addressShown', 'description'] },
    { id: 'submit', fields: [] },
  ],
  initialValues: {
    tagline: '', listerName: '', phone: '', name: '', price: '', condition: '', usageYear: '', address: '', addressShown: 'area', description: '',
  },
  submission: (values) => ({
    tagline: textOf(values, 'tagline'),
    listerName: textOf(values, 'listerName'),
    phone: textOf(values, 'phone'),
    name: textOf(values, 'name'),
    price: textOf(values, 'price'),
    condition: textOf(values, 'condition'),
    usageYear: textOf(values, 'usageYear'),
    address: textOf(values, 'address'),
    addressShown: textOf(values, 'addressShown'),
    description: textOf(values, 'description'),
  }),
});

export type AccessoryStepId = (typeof accessoryWizard.steps)[number]['id'];
export type AccessoryAnswerName = keyof typeof accessoryWizard.initialValues;

export const accessoryWizardMachine = createListingWizardMachine(accessoryWizard);
