export { gradientPixels, png, pngClaiming, redLeftBlueRight } from '../uploads/sample-images.js';
export { copiesOf, roomScene } from './sample-scenes.js';
export { decodeCost, MAX_DECODE_BYTES, MAX_REQUEST_DECODE_BYTES } from '../uploads/decode-cost.js';
export { MAX_LONG_SIDE } from '../uploads/process-image.js';
export { startTwilioStub, type TwilioStub, type TwilioStubMessage } from './twilio-stub.js';
