import { displayRupees } from '../../lib/display';
import { smokingChoices, tickFilters, type AdvanceSearchValues } from './advance-search-form';

/** The filters set, as short phrases a results page restates ('Rent up to Rs 25,000', 'Furnished'). */
export function filterChips(values: AdvanceSearchValues): string[] {
  const chips: string[] = [];
  if (values.amount > 0) chips.push(`${values.kind === 'accessory' ? 'Price' : 'Rent'} up to ${displayRupees(values.amount)}`);
  for (const { name, label } of tickFilters[values.kind]) if (values[name]) chips.push(label);
  if (values.kind === 'room' && values.maxRoommate.trim() !== '') chips.push(`At most ${values.maxRoommate.trim()} roommates`);
  if (values.kind === 'roommate') {
    if (values.occupation !== '') chips.push(values.occupation);
    if (values.gender !== '') chips.push(`Looking for: ${values.gender}`);
    if (values.age.trim() !== '') chips.push(`Your age: ${values.age.trim()}`);
    const smoking = smokingChoices.find((choice) => choice.value === values.smoking && choice.value !== '');
    if (smoking) chips.push(smoking.label);
  }
  if (values.kind === 'accessory' && values.name.trim() !== '') chips.push(`“${values.name.trim()}”`);
  return chips;
}
