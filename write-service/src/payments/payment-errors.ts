import { messages } from '@kamra/contracts/messages';
import { AppError } from '@kamra/platform';

/** The session exists but was not (or is no longer) paid: 402 with the reason. */
export class PaymentFailedError extends AppError {
  override readonly name = 'PaymentFailedError';
  constructor(message: string) {
    super('payment_failed', message);
  }
}

/** The payment provider could not be reached or answered nonsense: 503, try again. */
export class PaymentProviderUnavailableError extends AppError {
  override readonly name = 'PaymentProviderUnavailableError';
  constructor(message: string = messages.paymentProviderUnavailable) {
    super('provider_unavailable', message);
  }
}
