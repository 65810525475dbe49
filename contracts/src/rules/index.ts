/** @kamra/contracts/rules: pure rules both sides apply (Pakistan time, NEW badge, boosts, contact links, page titles). */
export * from './time';
export * from './listing-rules';
export * from './contact-links';
export * from './page-title';
