/** @kamra/contracts/uploads: image refs, upload types and sizes, picture counts, the profile photo rule. */
export * from './images';
export * from './profile-photo';
export * from './picture-sources';
