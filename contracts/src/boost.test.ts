import { describe, expect, it } from 'vitest';
import { BOOST_PACKAGES, BOOST_PACKAGE_LIST, PREMIUM_PLAN, REFUND_POLICY, isBoostPackageId } from './boost';

describe('boost packages (spec section 9)', () => {
  it('price each package in PKR', () => {
    expect(BOOST_PACKAGES.basic).toEqual({ id: 'basic', name: 'Basic Package', days: 3, amount: 3000, currency: 'PKR' });
    expect(BOOST_PACKAGES.standard).toEqual({ id: 'standard', name: 'Standard Package', days: 7, amount: 4500, currency: 'PKR' });
    expect(BOOST_PACKAGES.special).toEqual({ id: 'special', name: 'Special Package', days: 15, amount: 10000, currency: 'PKR' });
    expect(BOOST_PACKAGE_LIST.map((item) => item.id)).toEqual(['basic', 'standard', 'special']);
  });

  it('recognise package ids', () => {
    expect(isBoostPackageId('special')).toBe(true);
    expect(isBoostPackageId('gold')).toBe(false);
  });

  it('state the Premium Plan and refund terms', () => {
    expect(PREMIUM_PLAN).toMatchObject({ days: 30, amount: 3000, currency: 'PKR' });
    expect(REFUND_POLICY.refundAmount + REFUND_POLICY.retainedAmount).toBe(PREMIUM_PLAN.amount);
    expect(REFUND_POLICY).toMatchObject({ noMatchWithinDays: 30, requestWithinDaysAfterPlanEnds: 7, payoutWithinBusinessDays: 10 });
  });
});
