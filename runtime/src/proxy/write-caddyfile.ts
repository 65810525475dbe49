/** `npm run caddyfile`: writes deploy/Caddyfile from the route table. */
import { writeFileSync } from 'node:fs';
import { CADDYFILE_PATH } from './caddy-process.js';
import { renderCaddyfile } from './caddyfile.js';

writeFileSync(CADDYFILE_PATH, renderCaddyfile());
