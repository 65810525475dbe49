/**
 * The roommate wizard (/listRoomMate), spec section 4: 0 tagline, 1 images, 2 personal,
 * 3 professional, 4 room details, 5 preferences, 6 security, 7 submit.
 */
import { storedLandmark } from '../../lib/landmark-hints';
import { createListingWizardMachine } from './listing-wizard-machine';
import { defineListingWizard, listOf, textOf, tickOf } from './wizard-definition';

export const roommateWizard = defineListingWizard({
  kind: 'roommate',
  steps: [
    { id: 'tagline', fields: ['tagline'] },
    { id: 'images', fields: ['pictures'] },
    { id: 'personal', fields: ['profile', 'listerName', 'phone', 'listerAge', 'about'] },
    { id: 'professional', fields: ['occupation', 'education'] },
    { id: 'room', fields: ['rent', 'address', 'addressShown', 'landmark', 'availableFrom', 'furnished', 'features'] },
    { id: 'preferences', fields: ['gender', 'age'] },
    { id: 'security', fields: ['nicNumber'] },
    { id: 'submit', fields: [] },
  ],
  initialValues: {
    tagline: '', listerName: '', phone: '', listerAge: '', about: '', occupation: '',
    educationTitle: '', major: '', sectorName: '', educationCountry: '',
    rent: '', address: '', addressShown: 'area', landmark: '', availableFrom: '', furnished: false,
    furnishedItems: [], features: [], secondaryFeatures: [], gender: '', age: '', preferences: [], nicNumber: '',
  },
  submission: (values) => {
    const furnished = tickOf(values, 'furnished');
    return {
      tagline: textOf(values, 'tagline'),
      listerName: textOf(values, 'listerName'),
      phone: textOf(values, 'phone'),
      listerAge: textOf(values, 'listerAge'),
      about: textOf(values, 'about'),
      occupation: textOf(values, 'occupation'),
      education: {
        educationTitle: textOf(values, 'educationTitle'),
        major: textOf(values, 'major'),
        sectorName: textOf(values, 'sectorName'),
        educationCountry: textOf(values, 'educationCountry'),
      },
      rent: textOf(values, 'rent'),
      address: textOf(values, 'address'),
      addressShown: textOf(values, 'addressShown'),
      landmark: storedLandmark(textOf(values, 'landmark')),
      availableFrom: textOf(values, 'availableFrom'),
      furnished,
      features: {
        furnished: furnished ? listOf(values, 'furnishedItems') : [],
        features: listOf(values, 'features'),
        secondaryFeatures: listOf(values, 'secondaryFeatures'),
        preferences: listOf(values, 'preferences'),
      },
      gender: textOf(values, 'gender'),
      age: textOf(values, 'age'),
      nicNumber: textOf(values, 'nicNumber'),
    };
  },
});

export type RoommateStepId = (typeof roommateWizard.steps)[number]['id'];
export type RoommateAnswerName = keyof typeof roommateWizard.initialValues;

export const roommateWizardMachine = createListingWizardMachine(roommateWizard);
