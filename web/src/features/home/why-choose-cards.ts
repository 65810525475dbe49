import type { IconName } from '../../components/Icon';

export interface WhyChooseCard {
  /** Names its title and text in the home namespace (whyChoose.<id>). */
  id: 'reviewed' | 'free' | 'pakistan' | 'roommates' | 'direct' | 'furnish';
  icon: IconName;
}

/** The six 'Why choose Kamra' cards of the home carousel. */
export const whyChooseCards: readonly WhyChooseCard[] = [
  { id: 'reviewed', icon: 'shield' },
  { id: 'free', icon: 'tag' },
  { id: 'pakistan', icon: 'map-pin' },
  { id: 'roommates', icon: 'users' },
  { id: 'direct', icon: 'chat' },
  { id: 'furnish', icon: 'sofa' },
];
