import { describe, expect, it } from 'vitest';
import { messages } from './messages';

describe('messages', () => {
  it('quote the spec exactly', () => {
    expect(messages).toMatchObject({
      roomTypeRequired: 'Please Select Room Type First!',
      roomPicturesCount: 'Select 3 - 9 images!',
      bathroomTypeRequired: 'Please select the type of your bathroom!',
      furnishedItemsRequired: 'Please select some accessories of your room',
      roommatePicturesPicker: 'Please select 3-9 images!',
      roommatePicturesCount: 'Please select images between 3 and 5!',
      roommateFeaturesRequired: 'Select some features of your room!',
      genderRequired: 'Please, Select the gender you are looking for!',
      accessoryPicturesStep: 'Select 3 - 9 images of accessory!',
      accessoryPicturesCount: 'Please, Select 3 - 5 images of your accessory!',
      searchAddressRequired: 'Please fill the address first!',
      connectionFailed: 'Check your internet connection and try again!',
      internalError: 'Something went wrong, Try Again!',
      blogLoadFailed: 'something went wrong',
      noData: 'No data found!',
      notFoundTitle: '404 not found',
      notFoundPage: 'Wrong url Page Not Found',
      signInModalTitle: 'Single Click to Login!',
      paymentConfirmed: 'Payment Processed Successfully!',
      paymentNotPaid: 'Payment failed or incomplete.',
    });
  });

  it('carry the server refusals the brief names', () => {
    expect(messages.reviewEmpty).toBe('Please write something before submitting.');
    expect(messages.rejectionReasonRequired).toBe('A reason is required to reject a listing.');
    expect(messages.accountBlocked).toBe('Your account is blocked. You cannot post anything.');
    expect(messages.taglineRequired).toBe('Tagline is required.');
  });

  it('are all non-empty, trimmed text', () => {
    for (const text of Object.values(messages)) {
      expect(text.trim()).toBe(text);
      expect(text.length).toBeGreaterThan(0);
    }
  });
});
