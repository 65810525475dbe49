/** The tabs of /myListing?listed=rooms|accessories|roommates (spec section 2), in the spec's order. */
import type { ListingKind } from '@kamra/contracts/options';
import { myListingsPath as listedPath, type MyListedKind } from '../../lib/paths';

export interface MyListingTab {
  listed: MyListedKind;
  kind: ListingKind;
}

export const myListingTabs: readonly MyListingTab[] = [
  { listed: 'rooms', kind: 'room' },
  { listed: 'accessories', kind: 'accessory' },
  { listed: 'roommates', kind: 'roommate' },
];

const defaultTab: MyListingTab = { listed: 'rooms', kind: 'room' };

/** The tab named by `listed`; an unknown or missing value opens Rooms. */
export function myListingTab(search: string): MyListingTab {
  const listed = new URLSearchParams(search).get('listed');
  return myListingTabs.find((tab) => tab.listed === listed) ?? defaultTab;
}

export function tabOfKind(kind: ListingKind): MyListingTab {
  return myListingTabs.find((tab) => tab.kind === kind) ?? defaultTab;
}

export const myListingsPath = (tab: MyListingTab): string => listedPath(tab.listed);

export { myListingPath } from '../../lib/paths';
