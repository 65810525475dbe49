/** The app's texts fill their values in as contracts' rule says (see isolatedIn there). */
export { FIRST_STRONG_ISOLATE, isolatedIn, POP_DIRECTIONAL_ISOLATE } from '@kamra/contracts/language';
