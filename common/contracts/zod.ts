import { config, z } from 'zod';
import { crmLimits } from '../crm-rules';

// Every contract takes zod from here, so this runs before any schema exists. In the browser,
// zod would compile parsers with `new Function`, and merely asking makes the browser report a
// Content-Security-Policy violation (script-src allows no eval); interpreted parsing is quick
// enough for a form. The server keeps the compiled parsers.
if (typeof window !== 'undefined') config({ jitless: true });

export { z };

/**
 * An address the product keeps whole: what the CRM's forms accept, within their length limit. The
 * operator's lead-file upload and the tracker's load agree through this one rule.
 */
export const isEmailAddress = (value: string) =>
  value.length <= crmLimits.email && z.email().safeParse(value).success;
