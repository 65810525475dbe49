export { createReadRouter, type ReadDeps } from './app.js';
