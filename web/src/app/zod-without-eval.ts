import { config } from 'zod/v4/core';

// Our CSP has no 'unsafe-eval'. zod probes `new Function('')` to decide whether to compile its
// parsers, and the browser reports that probe as a violation even though zod catches it.
// Parsing without the compiled fast path is quick enough for forms of a few dozen fields.
config({ jitless: true });
