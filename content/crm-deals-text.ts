import { growthText } from './growth-text';

/**
 * What a contact card's Deals section says. The stage names and the deal fields' labels are the
 * prospect tracker's own (content/growth-text.ts), so a deal reads the same on both screens.
 */
export const dealsText = {
  heading: 'Deals',
  headingFor: (name: string) => `Deals with ${name}`,
  empty: (name: string) => `No deals with ${name} yet.`,
  loading: 'Loading deals',
  loadError: 'The deals could not be loaded.',
  retry: 'Try again',
  noValue: growthText.prospects.noValue,
  stageLabel: (company: string) => `Stage of ${company}`,
  stageLabels: growthText.statusLabels,
  add: 'Add deal',
  form: {
    label: (name: string) => `New deal with ${name}`,
    fields: {
      companyName: growthText.prospects.form.fields.companyName,
      estimatedValue: growthText.prospects.form.fields.estimatedValue,
      status: 'Stage',
    },
    submit: 'Add deal',
    saving: 'Adding...',
    cancel: 'Cancel',
  },
  toasts: {
    added: 'Deal added',
    addedDescription: (company: string, name: string) => `${company}, with ${name}.`,
    addFailed: 'Could not add the deal',
    moved: (company: string, stage: string) => `${company} moved to ${stage}`,
    moveFailed: 'Could not change the stage',
  },
} as const;
