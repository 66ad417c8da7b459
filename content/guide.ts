import { brand } from '../common/brand';
import { freeGuideFile } from './guide-file';

// The free guide downloaded from /ai-download. It is built in the browser as a plain-text
// file, so the text stays ASCII: it must read correctly in any editor on any platform.

export interface GuidePoint {
  title: string;
  body: string;
}

export interface FreeGuide {
  fileName: string;
  title: string;
  intro: string;
  points: readonly GuidePoint[];
  closing: string;
}

export const freeGuide = {
  ...freeGuideFile,
  intro:
    'AI is no longer just for big companies with technical teams. The tools in this guide cost little or nothing to start, run in a web browser and take an afternoon to set up. Each of the ten ideas below explains what AI can do, the kinds of tools that do it and one first step you can take this week. Pick one, try it, measure the time or money it saves, then move on to the next.',
  points: [
    {
      title: 'Answer customer questions around the clock',
      body: "Small businesses often lose leads after hours, when nobody is there to reply. An AI chat assistant on your website, or an AI-powered inbox for Facebook, Instagram and WhatsApp messages, can answer common questions about prices, opening hours and bookings at any time and hand anything complicated to a person. Many website builders and help-desk tools now include one, and you train it by pointing it at your own FAQ and service pages. First step: list the 20 questions customers ask most often, write a clear answer to each, and use that list as the assistant's knowledge base.",
    },
    {
      title: 'Write marketing content in a fraction of the time',
      body: 'AI writing assistants such as ChatGPT, Claude and Gemini can draft social posts, emails, blog articles and product descriptions in seconds. The quality depends on what you give them, so the best results come from a short brief about your customers, your offer and the tone you want. Always edit the draft yourself: add a real story, check every fact and cut anything that sounds generic. First step: write a one-page brand brief (who you serve, what you sell, three words that describe your voice) and paste it at the start of every request.',
    },
    {
      title: 'Follow up with every lead automatically',
      body: 'More sales are lost to missing follow-up than to price. A CRM or email marketing platform with automation, such as HubSpot or Mailchimp, can send a sequence of messages when someone fills in a form, books a call or goes quiet, and an AI assistant can help you write and personalize those messages. Keep the sequence short and useful: a thank-you, an answer to a common question, a customer example, then a clear invitation to take the next step. First step: write a three-email follow-up for new enquiries this week and switch it on for every new lead.',
    },
    {
      title: 'Turn meetings and calls into notes and action items',
      body: 'AI note-takers such as Otter.ai and Fireflies, and the summary features built into Zoom, Google Meet and Microsoft Teams, record a conversation and turn it into a summary with decisions and action items. No more scribbled notes, and the follow-up email to a client can be drafted from the summary in a minute. Always tell people you are recording, and check the rules on call recording where you operate. First step: turn on the summary feature for your next internal meeting and compare the result with your own notes.',
    },
    {
      title: 'Keep the books current with less data entry',
      body: 'Accounting software such as QuickBooks, Xero and FreshBooks can read receipts from a photo, match bank transactions to invoices and suggest categories, learning from your corrections over time. Automatic invoice reminders chase late payments for you, so you never have to write an awkward email. You or your bookkeeper still need to review the numbers each month, but most of the typing disappears. First step: connect your business bank account to your accounting software and photograph each receipt on the day you get it.',
    },
    {
      title: 'Respond to every online review',
      body: 'Reviews on Google, Yelp and Facebook decide whether many new customers call you, and replying to them shows you are listening. An AI assistant can draft a warm, specific thank-you to a happy customer or a calm, constructive answer to a complaint, and many review-management tools now build this in. Read and personalize every reply before you post it, and never let AI invent details about what happened. First step: set aside 20 minutes to reply to your ten most recent reviews, using AI for the first draft of each.',
    },
    {
      title: 'Create images and short videos without a studio',
      body: 'Design tools such as Canva and Adobe Express now include AI features that resize a design for every platform, remove backgrounds and generate images from a description. Video editors such as CapCut and Descript add captions automatically and let you cut a video by editing its transcript. A phone, good light and these tools are enough for product photos, before-and-after posts and short how-to clips. First step: record a 60-second video answering a question customers often ask, add automatic captions and post it.',
    },
    {
      title: 'Find the patterns in the numbers you already have',
      body: "Your sales records, website analytics and customer lists already answer questions like which products sell together, which months are slow and which customers have not bought in a while. AI assistants that can analyze files, such as ChatGPT and Claude, and the AI features built into Excel and Google Sheets can read an exported spreadsheet and answer plain-English questions about it. Remove names and other personal details before you upload customer data, and check each tool's data policy. First step: export last year's sales to a spreadsheet and ask an AI assistant for the three biggest patterns it sees.",
    },
    {
      title: 'Write down how your business runs',
      body: "Processes that live only in the owner's head make it hard to hire, delegate or take a holiday. AI can turn a rambling voice memo or a screen recording into a clear step-by-step procedure, checklist or training guide. Keep them in one shared place, such as a Google Drive folder or a Notion workspace, so new staff can find them on their own. First step: record yourself explaining one task you do every week, ask an AI assistant to turn the transcript into a checklist, and have a team member test it.",
    },
    {
      title: 'Connect your apps so work moves on its own',
      body: 'Automation platforms such as Zapier and Make (make.com) connect the apps you already use, so a new form entry can create a CRM contact, send a welcome email and alert your team without anyone copying and pasting. Both now offer AI steps that sort, summarize or draft text in the middle of a workflow. Start with small, repetitive tasks: they are the safest to automate and they add up to hours every week. First step: note every time you copy information from one app to another this week, then automate the most frequent one.',
    },
  ],
  closing:
    'You do not need to do all ten at once. The businesses that get the most from AI start with one problem, fix it and build from there. If you want ready-made prompts and templates for every idea in this guide, or you want to help other businesses do this as the founder of a Tech + AI agency, we would be glad to help.',
} as const satisfies FreeGuide;

const lineWidth = 72;

function wrap(text: string, indent: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && indent.length + line.length + 1 + word.length > lineWidth) {
      lines.push(indent + line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(indent + line);
  return lines.join('\n');
}

/** The downloadable plain-text guide, wrapped at 72 columns with Unix line endings. */
export function renderFreeGuideText(guide: FreeGuide = freeGuide): string {
  const bodyIndent = '    ';
  const points = guide.points.map(
    (point, index) => `${index + 1}. ${point.title}\n\n${wrap(point.body, bodyIndent)}`,
  );
  return [
    `${guide.title}\n${'='.repeat(guide.title.length)}`,
    wrap(guide.intro, ''),
    ...points,
    wrap(guide.closing, ''),
    `${brand.name} - ${brand.tagline}\n${brand.siteUrl}\n${brand.supportEmail}`,
  ]
    .join('\n\n')
    .concat('\n');
}
