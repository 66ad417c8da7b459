import { config, z } from 'zod';

// Every contract takes zod from here, so this runs before any schema exists. In the browser,
// zod would compile parsers with `new Function`, and merely asking makes the browser report a
// Content-Security-Policy violation (script-src allows no eval); interpreted parsing is quick
// enough for a form. The server keeps the compiled parsers.
if (typeof window !== 'undefined') config({ jitless: true });

export { z };
