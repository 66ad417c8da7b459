import type { PromptTool } from '../../../common/contracts/prompt-library';

/**
 * What the Prompt Library page (/ai-toolbox/prompts) says around the prompts. The prompts
 * themselves are paid content served by the API; this file must not import them.
 */
export const promptLibraryPageText = {
  title: 'Prompt Library',
  subtitle:
    'Ready-to-use prompts for 15 kinds of small business. Pick your industry, copy a prompt into ChatGPT, Claude, Gemini or another assistant, and replace each [BRACKETED] part with your own details.',
  back: { label: 'Back to the AI Toolbox', to: '/ai-toolbox/dashboard' },
  howTo: {
    heading: 'How to use a prompt',
    steps: [
      'Copy the prompt and paste it into your AI assistant.',
      'Replace every [BRACKETED] part with your details: the more specific, the better the answer.',
      'Read the answer before you use it, and ask for changes in plain words ("shorter", "warmer", "for a phone screen").',
    ],
    markers:
      'Words in quotes such as “VERIFY” or “LAWYER TO REVIEW” are labels the assistant puts on the parts you or your adviser must check: leave them in the prompt.',
    privacy:
      'Leave out customers’ and patients’ names and private details unless your AI tool’s data terms allow them.',
  },
  picker: {
    heading: 'Choose your industry',
    selectLabel: 'Industry',
    selectPlaceholder: 'Choose an industry',
    count: (n: number) => `${n} prompts`,
    noneChosen: 'Choose an industry above to see its prompts.',
  },
  filters: {
    categoryLabel: 'Category',
    all: 'All',
    searchLabel: 'Search these prompts',
    searchPlaceholder: 'Search, e.g. review, job ad, email',
    shown: (shown: number, total: number) =>
      shown === total ? `${total} prompts` : `${shown} of ${total} prompts`,
  },
  prompt: {
    task: 'What it does',
    promptLabel: 'Prompt',
    tool: 'Works with',
    tip: 'Tip',
    copyLabel: (title: string) => `Copy prompt: ${title}`,
  },
  copy: {
    copy: 'Copy prompt',
    copied: 'Copied!',
    feedbackMs: 2000,
    done: { title: 'Copied!', description: 'Prompt copied to clipboard' },
    failed: {
      title: 'Could not copy',
      description:
        'Your browser did not allow copying. Select the prompt text and copy it instead.',
    },
  },
  tools: {
    any: 'Any AI assistant',
    files: 'An assistant that reads files you upload (ChatGPT, Claude, Gemini)',
    web: 'An assistant with web search on (ChatGPT, Claude, Gemini)',
  } satisfies Record<PromptTool, string>,
  loading: 'Loading prompts...',
  loadingIndustries: 'Loading industries...',
  empty: {
    title: 'No prompt matches',
    body: 'Try another word or another category, or clear the search.',
    clear: 'Clear search',
  },
  failed: {
    index: 'The prompt library could not be loaded.',
    industry: 'These prompts could not be loaded.',
    retry: 'Try again',
  },
  unknownIndustry: 'No prompt library has this name. Pick an industry from the list.',
  /** The AI Toolbox dashboard's link to this page. */
  dashboardCard: {
    title: 'Prompt Library',
    body: (prompts: string, industries: string) =>
      `${prompts} ready-to-use prompts in ${industries} industry libraries: copy one, fill in the brackets, paste it into your assistant.`,
    link: 'Open the Prompt Library',
    to: '/ai-toolbox/prompts',
  },
} as const;
