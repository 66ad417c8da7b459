import { zodResolver } from '@hookform/resolvers/zod';

/**
 * A form's resolver: the zod contract the API route validates with (docs/decisions/0014). The
 * contracts configure zod for the browser's Content-Security-Policy (common/contracts/zod.ts).
 */
export const contractResolver = zodResolver;
