/** @kamra/read-model/search: what the projector stores and a search compares, decided by one function each. */
export { itemTerm, itemTerms } from './item-terms';
