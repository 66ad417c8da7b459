// The Sales Scripts Library's tabs: labels a locked visitor may see. The scripts themselves are
// served by the server (GET /api/growth/kits/sales-scripts, decision 0031).
import type { ScriptCategory } from './types';

/** The four tabs of the Sales Scripts Library, in order. */
export const scriptCategories: readonly { id: ScriptCategory; label: string; intro: string }[] = [
  {
    id: 'cold_outreach',
    label: 'Cold Outreach',
    intro:
      'First messages to people who have never heard of you. One reason to reply, one small ask.',
  },
  {
    id: 'phone_scripts',
    label: 'Phone Scripts',
    intro:
      'Calls in the order you say them: opener, questions, next step. Read them aloud twice before dialling.',
  },
  {
    id: 'follow_up',
    label: 'Follow-up',
    intro:
      'Most replies come after the second or third touch. These keep the thread alive without nagging.',
  },
  {
    id: 'objection_handling',
    label: 'Objection Handling',
    intro:
      'What to say when a buyer pushes back. Acknowledge, ask, then answer what they actually meant.',
  },
];
