/**
 * The edit wizard starts from the owner's draft of a listing (GET /api/listings/:id gives it to
 * the owner): its stored fields turned back into the answers the wizard's fields hold, the
 * inverse of each wizard's `submission`. Numbers become the text the lister would have typed, so
 * an untouched field is sent back exactly as it was and does not count as a change.
 */
import type { AccessoryFields, RoomFields, RoommateFields } from '@kamra/contracts/commands';
import type { AddressShown } from '@kamra/contracts/options';
import type { ListingDraft } from '@kamra/contracts/read-models';
import { landmarkAnswer } from '../../lib/landmark-hints';
import type { WizardEditStart } from './listing-wizard-machine';
import type { AccessoryAnswerName } from './accessory-wizard-machine';
import type { RoomAnswerName } from './room-wizard-machine';
import type { RoommateAnswerName } from './roommate-wizard-machine';
import type { KeptPicture, ProfileChoice, WizardValues } from './wizard-definition';

/**
 * An edit keeps what the public sees of the address; the new-listing default (only the area)
 * must not quietly apply to it. A listing from before listers chose starts with neither chosen,
 * so sending it unchanged changes nothing (it keeps showing all of the address).
 */
const addressShownOf = (fields: { addressShown?: AddressShown | undefined }): AddressShown | '' => fields.addressShown ?? '';

const numberText = (value: number | undefined): string => (value === undefined ? '' : String(value));

export function roomAnswers(fields: RoomFields): WizardValues<RoomAnswerName> {
  return {
    type: fields.type, tagline: fields.tagline, listerName: fields.listerName, phone: fields.phone,
    about: fields.about ?? '', rent: numberText(fields.rent), address: fields.address, addressShown: addressShownOf(fields), landmark: landmarkAnswer(fields.landmark ?? ''),
    condition: fields.condition, kitchen: fields.kitchen, bathroom: fields.bathroom, bathroomType: fields.bathroomType,
    maxRoommate: numberText(fields.maxRoommate), furnished: fields.furnished,
    furnishedItems: fields.features.furnished, features: fields.features.features,
    secondaryFeatures: fields.features.secondaryFeatures, availableFrom: fields.availableFrom,
    description: fields.description ?? '', nicNumber: fields.nicNumber ?? '',
  };
}

export function roommateAnswers(fields: RoommateFields): WizardValues<RoommateAnswerName> {
  const education = fields.education ?? {};
  return {
    tagline: fields.tagline, listerName: fields.listerName, phone: fields.phone, listerAge: numberText(fields.listerAge),
    about: fields.about ?? '', occupation: fields.occupation, educationTitle: education.educationTitle ?? '',
    major: education.major ?? '', sectorName: education.sectorName ?? '', educationCountry: education.educationCountry ?? '',
    rent: numberText(fields.rent), address: fields.address, addressShown: addressShownOf(fields), landmark: landmarkAnswer(fields.landmark ?? ''), availableFrom: fields.availableFrom,
    furnished: fields.furnished, furnishedItems: fields.features.furnished, features: fields.features.features,
    secondaryFeatures: fields.features.secondaryFeatures, gender: fields.gender, age: numberText(fields.age),
    preferences: fields.features.preferences, nicNumber: fields.nicNumber ?? '',
  };
}

export function accessoryAnswers(fields: AccessoryFields): WizardValues<AccessoryAnswerName> {
  return {
    tagline: fields.tagline, listerName: fields.listerName, phone: fields.phone, name: fields.name,
    price: numberText(fields.price), condition: numberText(fields.condition), usageYear: numberText(fields.usageYear),
    address: fields.address, addressShown: addressShownOf(fields), description: fields.description ?? '',
  };
}

function answersOf(draft: ListingDraft): WizardValues {
  switch (draft.kind) {
    case 'room':
      return roomAnswers(draft.fields);
    case 'roommate':
      return roommateAnswers(draft.fields);
    case 'accessory':
      return accessoryAnswers(draft.fields);
  }
}

/** Where an edit of this draft starts. An uploaded photo stays unless the lister picks another. */
export function editStartOf(draft: ListingDraft): WizardEditStart {
  const kept: KeptPicture[] = draft.pictures.map((picture) => ({ id: picture.file, file: picture.file, thumbUrl: picture.thumbUrl }));
  const profile: ProfileChoice | null = draft.profile.kind === 'avatar' ? { kind: 'avatar', name: draft.profile.name } : null;
  return { values: answersOf(draft), kept, profile };
}
