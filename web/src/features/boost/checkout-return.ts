import { CHECKOUT_CANCELLED_PARAM, CHECKOUT_CANCELLED_VALUE } from '@kamra/contracts/boost';

/** Whether this address is the one the checkout's Cancel leads back to. */
export function isCheckoutCancelledAddress(search: string): boolean {
  return new URLSearchParams(search).get(CHECKOUT_CANCELLED_PARAM) === CHECKOUT_CANCELLED_VALUE;
}

/** The same address without the mark, so a reload or a shared link does not say it again. */
export function addressWithoutCheckoutCancelled(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(CHECKOUT_CANCELLED_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
