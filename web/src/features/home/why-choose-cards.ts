import type { IconName } from '../../components/Icon';

export interface WhyChooseCard {
  title: string;
  text: string;
  icon: IconName;
}

/** The six 'Why choose Kamra' cards of the home carousel. */
export const whyChooseCards: readonly WhyChooseCard[] = [
  {
    title: 'Every listing is reviewed',
    text: 'Our team checks each room, roommate ad and pre-loved item before it goes live, so you spend your time on real places and real people.',
    icon: 'shield',
  },
  {
    title: 'Listing is free',
    text: 'Post a room, a roommate ad or an item you no longer need without paying a rupee. Boost it only if you want extra visibility.',
    icon: 'tag',
  },
  {
    title: 'Made for Pakistan',
    text: 'From Mansehra to Karachi, rents in PKR per month, and details that matter here: gas, water supply, backup power and a separate entry.',
    icon: 'map-pin',
  },
  {
    title: 'Roommates who fit your routine',
    text: 'Early bird or night owl, non-smoker or no pets allowed: compare lifestyles, occupation and age before you share a home.',
    icon: 'users',
  },
  {
    title: 'Talk to listers directly',
    text: 'Call or message the lister straight from the listing. No middlemen, no commission and no waiting for a call back.',
    icon: 'chat',
  },
  {
    title: 'Furnish for less',
    text: 'Buy a bed, fridge, sofa or carpet that a fellow student or professional has outgrown, and sell yours when you move on.',
    icon: 'sofa',
  },
];
