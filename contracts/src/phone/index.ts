/**
 * @kamra/contracts/phone: Pakistani numbers in one form (E.164). Its own entry because it
 * carries the phone library's metadata; the rules of verification are in ./rules.
 */
export { pakistaniPhone, phoneForDisplay, PHONE_REGION } from './pakistani-phone';
