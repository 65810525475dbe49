export { gradientPixels, png, pngClaiming, redLeftBlueRight } from '../uploads/sample-images.js';
export { copiesOf, roomScene } from './sample-scenes.js';
