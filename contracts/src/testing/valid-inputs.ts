/** Valid multipart text for each submit command, as a browser sends it. Tests only. */

export const TODAY = '2025-03-10';

export const validRoomInput: Record<string, string> = {
  tagline: '  Sunny room near F-10 Markaz ',
  type: 'House Room',
  address: 'F-10/2, Islamabad',
  landmark: 'Mosque',
  rent: '25000',
  listerName: 'Ayesha Khan',
  phone: '0300-1234567',
  about: '',
  condition: 'In a good shape',
  kitchen: 'Shared',
  bathroom: 'Private',
  bathroomType: 'English',
  furnished: 'true',
  features: JSON.stringify({ furnished: ['bed', 'sofa'], features: ['internet', 'gas'], secondaryFeatures: ['elevator'] }),
  availableFrom: '2025-04-01',
  description: 'Quiet street, family house.',
  nicNumber: '3520212345671',
};

export const validRoommateInput: Record<string, string> = {
  tagline: 'Looking for a calm roommate',
  address: 'Gulberg III, Lahore',
  rent: '18000',
  listerName: 'Bilal Ahmed',
  phone: '0321 7654321',
  listerAge: '24',
  occupation: 'Engineer',
  education: JSON.stringify({ educationCountry: 'Pakistan', sectorName: 'UET', educationTitle: 'B.Sc', major: 'Civil' }),
  gender: 'Male',
  age: '30',
  furnished: 'false',
  features: JSON.stringify({ furnished: [], features: ['bills'], secondaryFeatures: [], preferences: ['Non-Smoker', 'Early Bird'] }),
  availableFrom: TODAY,
};

export const validAccessoryInput: Record<string, string> = {
  tagline: 'Study table in great shape',
  name: 'Wooden study table',
  price: '4500',
  condition: '8',
  usageYear: '2',
  address: 'Saddar, Karachi',
  description: '',
  listerName: 'Sara',
  phone: '021-35551234',
};

export function without(input: Record<string, string>, field: string): Record<string, string> {
  const copy = { ...input };
  delete copy[field];
  return copy;
}
