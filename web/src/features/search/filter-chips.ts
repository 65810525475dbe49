import { i18n, optionLabel } from '../../i18n';
import { displayRupees } from '../../lib/display';
import { tickFilters, type AdvanceSearchValues } from '@kamra/contracts/search';

const t = (key: string, values: Record<string, string> = {}): string => i18n.t(key, { ns: 'search', ...values });

/** The filters set, as short phrases a results page restates ('Rent up to PKR 25,000', 'Furnished'). */
export function filterChips(values: AdvanceSearchValues): string[] {
  const chips: string[] = [];
  if (values.amount > 0) {
    chips.push(t('chips.upTo', { amount: t(values.kind === 'accessory' ? 'amount.price' : 'amount.rent'), value: displayRupees(values.amount) }));
  }
  for (const name of tickFilters[values.kind]) if (values[name]) chips.push(t(`ticks.${name}`));
  if (values.kind === 'room' && values.maxRoommate.trim() !== '') chips.push(t('chips.maxRoommates', { value: values.maxRoommate.trim() }));
  if (values.kind === 'roommate') {
    if (values.occupation !== '') chips.push(optionLabel('occupations', values.occupation));
    if (values.gender !== '') chips.push(t('chips.lookingFor', { gender: optionLabel('genders', values.gender) }));
    if (values.age.trim() !== '') chips.push(t('chips.age', { age: values.age.trim() }));
    if (values.smoking !== '') chips.push(t(`smoking.${values.smoking}`));
  }
  if (values.kind === 'accessory' && values.name.trim() !== '') chips.push(t('chips.name', { name: values.name.trim() }));
  return chips;
}
