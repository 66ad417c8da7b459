import { zodResolver } from '@hookform/resolvers/zod';
import { config } from 'zod';

// Zod compiles object parsers with `new Function` when the page allows it, and merely asking
// makes the browser report a Content-Security-Policy violation (script-src has no eval).
// Interpreted parsing is quick enough for a form.
config({ jitless: true });

/** A form's resolver: the zod contract the API route validates with (docs/decisions/0014). */
export const contractResolver = zodResolver;
