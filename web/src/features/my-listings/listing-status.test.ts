import { messages } from '@kamra/contracts/messages';
import { describe, expect, it } from 'vitest';
import { statusNote } from './listing-status';

describe('statusNote', () => {
  it('tells the owner of a rejected listing the reason and to delete it and list again', () => {
    expect(statusNote('rejected', 'Pictures are blurry')).toEqual({ reason: 'Pictures are blurry', advice: messages.listingRejectedNotice });
  });

  it('explains pending and says nothing more for approved', () => {
    expect(statusNote('pending', null)?.reason).toBeNull();
    expect(statusNote('approved', null)).toBeNull();
  });
});
