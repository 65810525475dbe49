import { describe, expect, it } from 'vitest';
import { addressWithoutCheckoutCancelled, isCheckoutCancelledAddress } from './checkout-return';

describe('coming back from a cancelled checkout', () => {
  it('is recognised by the mark the server puts on the cancel address', () => {
    expect(isCheckoutCancelledAddress('?checkout=cancelled')).toBe(true);
    expect(isCheckoutCancelledAddress('?ref=mail&checkout=cancelled')).toBe(true);
    expect(isCheckoutCancelledAddress('')).toBe(false);
    expect(isCheckoutCancelledAddress('?checkout=paid')).toBe(false);
  });

  it('leaves the address without the mark, keeping everything else', () => {
    expect(addressWithoutCheckoutCancelled('https://kamra.pk/myListing/room/l1?checkout=cancelled')).toBe('/myListing/room/l1');
    expect(addressWithoutCheckoutCancelled('https://kamra.pk/myListing/room/l1?ref=mail&checkout=cancelled#top')).toBe('/myListing/room/l1?ref=mail#top');
  });
});
