/**
 * The room wizard (/listRoom), spec section 4: 0 intro, 1 type, 2 tagline, 3 images,
 * 4 personal info, 5 room details, 6 security, 7 thank you and submit.
 */
import { storedLandmark } from '../../lib/landmark-hints';
import { createListingWizardMachine } from './listing-wizard-machine';
import { defineListingWizard, listOf, textOf, tickOf } from './wizard-definition';

export const roomWizard = defineListingWizard({
  kind: 'room',
  steps: [
    { id: 'intro', fields: [] },
    { id: 'type', fields: ['type'] },
    { id: 'tagline', fields: ['tagline'] },
    { id: 'images', fields: ['pictures'] },
    { id: 'personal', fields: ['profile', 'listerName', 'phone', 'about'] },
    {
      id: 'room',
      fields: [
        'rent', 'address', 'addressShown', 'landmark', 'condition', 'kitchen', 'bathroom', 'bathroomType', 'maxRoommate',
        'furnished', 'features', 'availableFrom', 'description',
      ],
    },
    { id: 'security', fields: ['nicNumber'] },
    { id: 'submit', fields: [] },
  ],
  initialValues: {
    type: '', tagline: '', listerName: '', phone: '', about: '', rent: '', address: '', addressShown: 'area', landmark: '',
    condition: '', kitchen: '', bathroom: '', bathroomType: '', maxRoommate: '', furnished: false,
    furnishedItems: [], features: [], secondaryFeatures: [], availableFrom: '', description: '', nicNumber: '',
  },
  submission: (values) => {
    const furnished = tickOf(values, 'furnished');
    return {
      type: textOf(values, 'type'),
      tagline: textOf(values, 'tagline'),
      listerName: textOf(values, 'listerName'),
      phone: textOf(values, 'phone'),
      about: textOf(values, 'about'),
      rent: textOf(values, 'rent'),
      address: textOf(values, 'address'),
      addressShown: textOf(values, 'addressShown'),
      landmark: storedLandmark(textOf(values, 'landmark')),
      condition: textOf(values, 'condition'),
      kitchen: textOf(values, 'kitchen'),
      bathroom: textOf(values, 'bathroom'),
      bathroomType: textOf(values, 'bathroomType'),
      maxRoommate: textOf(values, 'maxRoommate'),
      furnished,
      features: {
        // Furniture counts only while "furnished" is ticked, as the lister sees it.
        furnished: furnished ? listOf(values, 'furnishedItems') : [],
        features: listOf(values, 'features'),
        secondaryFeatures: listOf(values, 'secondaryFeatures'),
      },
      availableFrom: textOf(values, 'availableFrom'),
      description: textOf(values, 'description'),
      nicNumber: textOf(values, 'nicNumber'),
    };
  },
});

export type RoomStepId = (typeof roomWizard.steps)[number]['id'];
export type RoomAnswerName = keyof typeof roomWizard.initialValues;

export const roomWizardMachine = createListingWizardMachine(roomWizard);
