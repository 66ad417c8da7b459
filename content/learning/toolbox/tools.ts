import type { ToolCategory } from './types';

/**
 * The tools directory: four categories. Ratings are our editorial scores out of 5 for a small
 * business or a new agency (value, ease of setup, quality of output), not app-store averages.
 * Prices are list prices as of 2026; vendors change plans often.
 */
export const toolCategories: readonly ToolCategory[] = [
  {
    id: 'content-creation',
    name: 'Content Creation',
    description:
      'Assistants for drafting, rewriting and checking text: emails, posts, proposals and pages.',
    tools: [
      {
        name: 'ChatGPT',
        rating: 4.8,
        price: 'Free; Plus $20/mo; Business from $25/user/mo billed annually (as of 2026)',
        description:
          'OpenAI’s assistant and the broadest all-rounder: drafting, research with web search, file analysis, image generation and custom GPTs that hold your templates and brand voice.',
        features: [
          'Web search',
          'Custom GPTs',
          'File and data analysis',
          'Image generation',
          'Voice mode',
        ],
        link: 'https://chatgpt.com',
      },
      {
        name: 'Claude',
        rating: 4.8,
        price: 'Free; Pro $20/mo ($17/mo billed annually); Team from $25/user/mo (as of 2026)',
        description:
          'Anthropic’s assistant, strong at long documents and natural-sounding writing. Projects keep a client’s files and instructions together, so every draft starts with the right context.',
        features: [
          'Projects with shared files',
          'Long-document analysis',
          'Artifacts for drafts and tools',
          'Web search',
        ],
        link: 'https://claude.ai',
      },
      {
        name: 'Jasper',
        rating: 4.2,
        price: 'Pro from $59/seat/mo billed annually; Business custom (as of 2026)',
        description:
          'A marketing-team platform built on leading models, with brand voice, style guides and campaign workflows. Worth it when several people write for one brand and consistency matters more than price.',
        features: [
          'Brand voice and style guide',
          'Campaign workflows',
          'Marketing templates',
          'Team collaboration',
        ],
        link: 'https://www.jasper.ai',
      },
      {
        name: 'Grammarly',
        rating: 4.5,
        price: 'Free; Pro from $12/mo billed annually (as of 2026)',
        description:
          'Checks and rewrites text wherever you type: email, documents and browser. Useful as the last pass on AI drafts, catching tone problems and errors before a client sees them.',
        features: [
          'Grammar and clarity checks',
          'Tone rewrites',
          'Works in email and browser',
          'Team style rules',
        ],
        link: 'https://www.grammarly.com',
      },
    ],
  },
  {
    id: 'design-and-visual',
    name: 'Design & Visual',
    description:
      'Graphics, images, photo edits and short video for brands without a designer on staff.',
    tools: [
      {
        name: 'Canva',
        rating: 4.8,
        price: 'Free; Pro $15/mo for one person; Teams from $10/user/mo, minimum 3 (as of 2026)',
        description:
          'The quickest way for a small team to make on-brand graphics, presentations and short videos. Magic Studio adds AI image generation, background removal and one-click resizing for every channel.',
        features: [
          'Brand Kit',
          'Magic Studio AI tools',
          'Templates for every channel',
          'Content planner and scheduling',
        ],
        link: 'https://www.canva.com',
      },
      {
        name: 'Adobe Firefly',
        rating: 4.4,
        price: 'Free monthly credits; Standard from $9.99/mo (as of 2026)',
        description:
          'Adobe’s image and video generator, trained on licensed and public-domain content and positioned for commercial use. Generative fill edits real photos: extend a background or remove a bin from a shop-front shot.',
        features: [
          'Text to image',
          'Generative fill and expand',
          'Text effects',
          'Designed for commercial use',
        ],
        link: 'https://firefly.adobe.com',
      },
      {
        name: 'Midjourney',
        rating: 4.5,
        price: 'Basic $10/mo; Standard $30/mo (as of 2026)',
        description:
          'Produces the most striking stylised images of the group, ideal for campaign concepts, backgrounds and illustrations. Works in the browser; style references keep a series consistent.',
        features: [
          'High-quality image styles',
          'Style and character references',
          'Web editor',
          'Upscaling and variations',
        ],
        link: 'https://www.midjourney.com',
      },
      {
        name: 'Descript',
        rating: 4.5,
        price: 'Free; paid plans from $16/mo billed annually (as of 2026)',
        description:
          'Edit video and podcasts by editing the transcript. Removes filler words, adds captions and cleans up sound, so a phone recording becomes a tidy short video in minutes.',
        features: [
          'Transcript-based editing',
          'Filler-word removal',
          'Automatic captions',
          'Studio Sound audio clean-up',
        ],
        link: 'https://www.descript.com',
      },
    ],
  },
  {
    id: 'automation-and-productivity',
    name: 'Automation & Productivity',
    description:
      'Connect apps, move data without re-typing, and keep the team’s knowledge in one place.',
    tools: [
      {
        name: 'Zapier',
        rating: 4.7,
        price: 'Free 100 tasks/mo; Professional from $19.99/mo billed annually (as of 2026)',
        description:
          'The easiest automation platform to learn, with connections to over 8,000 apps. AI steps, Tables and Interfaces let you build a small workflow with a form and a database without code.',
        features: [
          '8,000+ app integrations',
          'AI steps and agents',
          'Tables and Interfaces',
          'Error replay',
        ],
        link: 'https://zapier.com',
      },
      {
        name: 'Make',
        rating: 4.7,
        price: 'Free 1,000 credits/mo; Core from $9/mo billed annually (as of 2026)',
        description:
          'A visual automation builder where you see every branch of a scenario on one canvas. Usually cheaper than Zapier at volume and better for multi-path logic, with a slightly steeper start.',
        features: [
          'Visual scenario builder',
          'Routers and error handlers',
          'AI modules',
          'Thousands of app connections',
        ],
        link: 'https://www.make.com',
      },
      {
        name: 'n8n',
        rating: 4.4,
        price:
          'Self-hosted Community edition free; Cloud Starter from about $20/mo billed annually (as of 2026)',
        description:
          'An open automation platform you can run on your own server, popular with technical agencies for AI agent workflows and for clients whose data must stay in-house.',
        features: [
          'Self-hosting option',
          'AI agent nodes',
          'Custom code steps',
          'Priced by workflow run',
        ],
        link: 'https://n8n.io',
      },
      {
        name: 'Notion',
        rating: 4.6,
        price:
          'Free; Plus $10/seat/mo; Business with Notion AI $20/seat/mo, billed annually (as of 2026)',
        description:
          'A shared workspace for procedures, client wikis, project boards and meeting notes. Notion AI searches and answers across your pages, turning a wiki into something the team actually uses.',
        features: [
          'Wikis and docs',
          'Project databases',
          'AI meeting notes',
          'AI search across workspace',
        ],
        link: 'https://www.notion.com',
      },
    ],
  },
  {
    id: 'customer-service',
    name: 'Customer Service',
    description: 'Chat, help desks and AI agents that answer customers and hand over to people.',
    tools: [
      {
        name: 'Intercom',
        rating: 4.6,
        price:
          'From $29/seat/mo billed annually, plus Fin AI Agent $0.99 per resolution (as of 2026)',
        description:
          'Messenger, help desk and Fin, one of the strongest AI support agents. You pay per conversation Fin resolves, which suits businesses that want to start small and scale.',
        features: ['Fin AI Agent', 'Shared inbox', 'Help centre', 'Hand-off to human agents'],
        link: 'https://www.intercom.com',
      },
      {
        name: 'Tidio',
        rating: 4.4,
        price: 'Free; paid plans from about $29/mo; Lyro AI priced by conversations (as of 2026)',
        description:
          'Live chat and an AI agent (Lyro) made for small shops and service businesses. Installs on Shopify, WordPress and Wix in minutes and learns from your FAQ pages.',
        features: [
          'Lyro AI Agent',
          'Live chat',
          'Shopify and WordPress apps',
          'Chat flows for bookings and offers',
        ],
        link: 'https://www.tidio.com',
      },
      {
        name: 'Zendesk',
        rating: 4.4,
        price:
          'Suite Team from $55/agent/mo billed annually; advanced AI add-on extra (as of 2026)',
        description:
          'A full help desk for email, chat, phone and social, with AI agents and agent assistance. Best for teams of five or more support staff handling several channels.',
        features: [
          'Omnichannel help desk',
          'AI agents',
          'Agent copilot suggestions',
          'Reporting and SLAs',
        ],
        link: 'https://www.zendesk.com',
      },
      {
        name: 'Freshdesk',
        rating: 4.3,
        price:
          'Free for small teams; Growth from about $15/agent/mo billed annually; Freddy AI add-ons extra (as of 2026)',
        description:
          'A help desk with a usable free tier and Freddy AI for drafting replies, summarising tickets and answering common questions. A sensible first help desk for a growing small business.',
        features: [
          'Ticketing and shared inbox',
          'Freddy AI Copilot',
          'Knowledge base',
          'Automations and canned replies',
        ],
        link: 'https://www.freshworks.com/freshdesk/',
      },
    ],
  },
];
