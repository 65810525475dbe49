export { gradientPixels, png, pngClaiming, redLeftBlueRight } from '../uploads/sample-images.js';
