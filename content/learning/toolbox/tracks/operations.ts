import { bullets, callout, numbered, p, section, table } from '../../resources/blocks';
import type { ToolboxTrack } from '../types';

export const operationsTrack: ToolboxTrack = {
  id: 'toolbox-operations',
  title: 'Operations',
  shortTitle: 'Operations',
  description:
    'Map a process before touching it, build a first automation that survives real data, and put an AI assistant on customer service with a safe hand-off to people.',
  lessons: [
    {
      id: 'toolbox-lesson-10',
      title: 'Map a Process Before You Automate It',
      duration: '6 min',
      description:
        'Write down how work really flows, remove the steps that should not exist, and mark the ones a machine can take over, before you buy or build anything.',
      outcome:
        'You can map a business process on one page, simplify it, and mark which steps to automate, which to assist with AI and which to leave to people.',
      sections: [
        section(
          'Automating a mess gives you a faster mess',
          p(
            'The most common failed automation project automates a process nobody has looked at. The result copies every workaround and duplicate step of the old way, then breaks on the exceptions everyone handled by instinct.',
          ),
          p(
            'An hour of mapping first usually removes a quarter of the steps before any tool is involved. For an agency, the map is also the document that makes a client trust the quote.',
          ),
        ),
        section(
          'The five things to capture',
          table(
            ['Element', 'Question to ask', 'Example: new-patient intake at a dental practice'],
            [
              'Trigger',
              'What starts the process?',
              'A web form, a phone call or an email asking for an appointment',
            ],
            [
              'Steps',
              'What happens, in order, and who does it?',
              'Receptionist checks the diary, phones back, emails forms, enters details into the practice system',
            ],
            [
              'Decisions',
              'Where does the path split?',
              'Emergency or routine? Insured or self-pay?',
            ],
            [
              'Hand-offs',
              'Where does work pass between people or systems?',
              'Form inbox to receptionist; receptionist to dentist’s diary',
            ],
            [
              'Data',
              'What information moves, and where is it typed?',
              'Name, contact details, reason, insurance; typed twice today',
            ],
          ),
        ),
        section(
          'How to map it in one hour',
          numbered(
            'Sit with the person who does the work and follow three real recent cases, start to finish. Do not map from memory or from the owner’s description.',
            'Write each step on a line: who, what, with which tool, and how long it takes.',
            'Mark every wait (time when nothing happens) and every re-typing of the same data.',
            'Mark every exception: what happens when the form is incomplete, the customer does not answer, the system is down.',
            'Count volume: how many times a week does this run, and how many exceptions are there?',
          ),
          p(
            'A spreadsheet is enough. If you prefer a diagram, draw it afterwards in a whiteboard tool such as Miro or FigJam; the list is what matters.',
          ),
        ),
        section(
          'Simplify before automating',
          p(
            'Go through the list with four questions, in this order. Each step removed or merged is one less thing to build, pay for and maintain.',
          ),
          bullets(
            'Eliminate: does this step need to exist at all? A second confirmation email nobody reads can go.',
            'Combine: can two steps become one? Collect insurance details on the booking form instead of in a callback.',
            'Rearrange: would a different order remove a wait? Send forms before the callback, not after.',
            'Simplify: can a step become easier? A booking link replaces three rounds of “what time suits you?”.',
          ),
        ),
        section(
          'Label each remaining step',
          table(
            ['Label', 'Use when the step is…', 'Dental intake example'],
            [
              'Automate',
              'Rule-based, digital, high-volume, no judgement',
              'Copy form details into the patient system; send the forms link',
            ],
            [
              'AI-assist',
              'Reading or writing text where a person checks the result',
              'Classify the request as emergency or routine; draft the reply',
            ],
            [
              'Human',
              'Judgement, empathy, risk or regulation',
              'Call back anyone flagged as an emergency; handle complaints',
            ],
          ),
          p(
            'In this illustrative example, simplifying cuts the intake from nine steps to six, and three of the six are automated. If reception time per new patient were 14 minutes before, a result of around 5 minutes afterwards would be a realistic aim to test; measure your own rather than promising these figures.',
          ),
          callout(
            'Measure the current time per case before you change anything. Without a baseline you cannot show the client, or yourself, what the work achieved.',
          ),
        ),
      ],
      takeaways: [
        'Map a process from real cases with the person who does it, not from memory.',
        'Capture trigger, steps, decisions, hand-offs and data.',
        'Eliminate, combine, rearrange and simplify before automating anything.',
        'Label each step automate, AI-assist or human.',
        'Record the time per case before changing anything.',
      ],
      actionItems: [
        'Choose the process from your task audit that wastes the most hours.',
        'Follow three real cases through it and write every step with time taken.',
        'Apply the four simplification questions and cross out what you can.',
        'Label every remaining step and pick the first one to automate in the next lesson.',
      ],
      resources: [
        {
          name: 'Process Mapping Worksheet',
          type: 'pdf',
          size: '2 pages',
          document: {
            title: 'Process Mapping Worksheet',
            subtitle: 'Map, simplify and label one process',
            sections: [
              section(
                'Running the mapping session',
                p(
                  'Book 60 minutes with the person who does the work, at their desk or in the van, with the tools they really use open. Bring three recent real cases, chosen by them: one routine, one awkward, one that went wrong.',
                ),
                numbered(
                  'Fill in the process summary together (5 minutes).',
                  'Walk through the routine case step by step and fill in the step log, timing each step from memory or from timestamps in email and software (20 minutes).',
                  'Walk through the awkward and failed cases and add every exception (15 minutes).',
                  'Go through the simplify table together; the person doing the work usually knows which steps are pointless (10 minutes).',
                  'Label the remaining steps and agree the build order (10 minutes).',
                ),
                callout(
                  'Ask “what do you do when…?” more than “what should happen?”. The map is useful only if it shows the real process, workarounds included.',
                ),
              ),
              section(
                'Process summary',
                table(
                  ['Field', 'Answer'],
                  ['Process name', ''],
                  ['Trigger', ''],
                  ['End point (how we know it is done)', ''],
                  ['Runs per week', ''],
                  ['Owner', ''],
                  ['Three real cases followed (dates or references)', ''],
                ),
              ),
              section(
                'Step log',
                table(
                  [
                    '#',
                    'Who',
                    'What',
                    'Tool',
                    'Minutes',
                    'Wait before next step',
                    'Data re-typed?',
                  ],
                  ['1', '', '', '', '', '', ''],
                  ['2', '', '', '', '', '', ''],
                  ['3', '', '', '', '', '', ''],
                  ['4', '', '', '', '', '', ''],
                  ['5', '', '', '', '', '', ''],
                  ['6', '', '', '', '', '', ''],
                  ['7', '', '', '', '', '', ''],
                  ['8', '', '', '', '', '', ''],
                ),
              ),
              section(
                'Exceptions',
                table(
                  ['What goes wrong', 'How often a week', 'What we do today'],
                  ['', '', ''],
                  ['', '', ''],
                  ['', '', ''],
                ),
              ),
              section(
                'Simplify',
                table(
                  [
                    'Step #',
                    'Eliminate, combine, rearrange or simplify?',
                    'Change',
                    'Minutes saved',
                  ],
                  ['', '', '', ''],
                  ['', '', '', ''],
                  ['', '', '', ''],
                ),
              ),
              section(
                'Label and plan',
                table(
                  ['Step #', 'Automate, AI-assist or human', 'Tool to use', 'Build order'],
                  ['', '', '', ''],
                  ['', '', '', ''],
                  ['', '', '', ''],
                  ['', '', '', ''],
                ),
                bullets(
                  'Baseline time per case today:',
                  'Target time per case after changes:',
                  'Date we measure again:',
                ),
              ),
            ],
          },
        },
      ],
    },
    {
      id: 'toolbox-lesson-11',
      title: 'Build Your First Automation in Zapier or Make',
      duration: '7 min',
      description:
        'Build a working lead-handling automation with an AI step, estimate what it will cost per month, and make it fail safely when data is messy.',
      outcome:
        'You can build, test and document an automation that takes a web enquiry, lets AI classify and summarise it, files it and drafts a reply for a person to send.',
      sections: [
        section(
          'Four words you need',
          bullets(
            'Trigger: the event that starts the automation, such as a new form submission or a new email.',
            'Action: something the automation does, such as adding a row, creating a contact or sending a message.',
            'Filter or router: a rule that stops the run or sends it down different paths.',
            'AI step: a call to a model (ChatGPT, Claude or the platform’s own AI) that reads or writes text as part of the run.',
          ),
        ),
        section(
          'Zapier, Make or n8n?',
          table(
            ['Platform', 'Best for', 'How usage is counted', 'Price (as of 2026)'],
            [
              'Zapier',
              'Fastest start, 8,000+ app connections',
              'Tasks: each successful action step',
              'Free 100 tasks/mo; Professional from $19.99/mo billed annually for 750 tasks',
            ],
            [
              'Make',
              'Visual branching, lower cost at volume',
              'Credits: each module run',
              'Free 1,000 credits/mo; Core from $9/mo billed annually for 10,000',
            ],
            [
              'n8n',
              'Technical teams, self-hosting, complex AI agents',
              'Executions: each full run',
              'Self-hosted Community edition free; cloud Starter from about $20/mo billed annually',
            ],
          ),
          p(
            'Estimate cost before building. A form with 200 enquiries a month through four action steps uses about 800 Zapier tasks, just over the entry plan, or about 1,000 Make credits counting the trigger, inside the cheapest paid plan. Check the platform’s pricing page for current limits.',
          ),
        ),
        section(
          'The build: enquiry to drafted reply',
          numbered(
            'Trigger: new submission in your website form (Typeform, Jotform, Google Forms, Webflow or WordPress form plug-ins all connect).',
            'AI step: send the message with the instruction “Classify this enquiry as quote request, booking, complaint, supplier or spam. Summarise it in one sentence. Extract name, phone, service and urgency. Answer in JSON with those keys.”',
            'Filter: stop if the category is spam.',
            'Action: add the enquiry to your CRM or a Google Sheet with the category, summary and urgency.',
            'Router: if urgency is high or the category is complaint, send an alert to the owner by SMS or Slack.',
            'AI step: draft a reply using your approved template and price list, pasted into the prompt.',
            'Action: save the draft in Gmail or Outlook drafts, not sent. A person reads and sends it.',
          ),
          callout(
            'Saving drafts instead of sending is the right first setting. After a month of drafts that need no edits, you can decide to auto-send for one category, such as booking confirmations.',
          ),
        ),
        section(
          'Test with ugly data',
          p(
            'Automations fail on the cases nobody typed during the demo. Before switching on, run at least ten real past enquiries through it, including these.',
          ),
          bullets(
            'A message with no phone number, and one with two.',
            'A message in another language.',
            'A very long message, and one with only “call me”.',
            'An angry complaint and an obvious spam link.',
          ),
          p(
            'Check every output against what a person would have done. Adjust the AI instruction, not the data, until nine of ten are right and the tenth fails safely into a human queue.',
          ),
        ),
        section(
          'Make it fail safely and keep it documented',
          bullets(
            'Turn on error notifications: Zapier emails you about failed runs and can replay them; Make lets you add an error-handler route to each module.',
            'Add a fallback: if the AI step returns something unreadable, file the enquiry as “needs review” rather than stopping.',
            'Name every step in plain words (“Classify enquiry with AI”), so someone else can follow it.',
            'Keep a one-page record: what it does, which accounts it uses, who owns it, what it costs and how to switch it off.',
            'Use a shared company account for client automations, never your personal login.',
          ),
        ),
      ],
      takeaways: [
        'Every automation is a trigger, actions, rules and, where useful, an AI step.',
        'Pick the platform by skills and volume, and estimate monthly usage before building.',
        'Start with AI drafting into a human queue; earn the right to auto-send.',
        'Test with messy real data and build a safe fallback for failures.',
        'Document every automation on one page with an owner and an off switch.',
      ],
      actionItems: [
        'Open a free Zapier or Make account.',
        'Build the enquiry automation with drafts, not sends.',
        'Run ten real past enquiries through it, including at least three messy ones.',
        'Fill in the build sheet from this lesson’s resource and file it where your team can find it.',
      ],
      resources: [
        {
          name: 'Automation Build Sheet',
          type: 'pdf',
          size: '2 pages',
          document: {
            title: 'Automation Build Sheet',
            subtitle: 'Plan, cost, test and hand over one automation',
            sections: [
              section(
                'Plan',
                table(
                  ['Field', 'Answer'],
                  ['Automation name', ''],
                  ['Process it belongs to', ''],
                  ['Trigger and app', ''],
                  ['Platform and plan', ''],
                  ['Owner', ''],
                  ['Accounts it connects (company accounts only)', ''],
                  ['How to switch it off', ''],
                ),
              ),
              section(
                'Steps',
                table(
                  [
                    '#',
                    'Step name (plain words)',
                    'App',
                    'Type (action, filter, router, AI)',
                    'Fallback if it fails',
                  ],
                  ['1', '', '', '', ''],
                  ['2', '', '', '', ''],
                  ['3', '', '', '', ''],
                  ['4', '', '', '', ''],
                  ['5', '', '', '', ''],
                  ['6', '', '', '', ''],
                ),
              ),
              section(
                'Monthly cost estimate',
                table(
                  ['Line', 'Formula', 'Value'],
                  ['Runs a month', 'From the process map', ''],
                  ['Counted steps per run', 'Actions (Zapier) or modules (Make)', ''],
                  ['Usage a month', 'Runs × counted steps', ''],
                  ['Plan that covers it', 'Platform pricing page', ''],
                  ['AI model cost', 'If using your own API key: runs × cost per call', ''],
                  ['Total per month', '', ''],
                ),
              ),
              section(
                'AI step instruction',
                p(
                  '“You process enquiries for {{company}}, a {{businessType}}. Classify the message as one of: {{categories}}. Summarise it in one sentence. Extract {{fields}}. If a field is missing, use null. Answer only in JSON with the keys category, summary, {{fieldKeys}}. Message: {{message}}”',
                ),
              ),
              section(
                'Test log',
                table(
                  ['Test case', 'Expected', 'Got', 'Pass?', 'Change made'],
                  ['No phone number', 'Filed, phone null', '', '', ''],
                  ['Two phone numbers', 'First number kept, note added', '', '', ''],
                  ['Other language', 'Classified; reply drafted in that language', '', '', ''],
                  ['Only “call me”', 'Needs review', '', '', ''],
                  ['Angry complaint', 'Complaint; owner alerted', '', '', ''],
                  ['Spam link', 'Stopped', '', '', ''],
                ),
              ),
              section(
                'Go-live checklist',
                bullets(
                  '☐ Ten real cases passed, including messy ones',
                  '☐ Error notifications on',
                  '☐ Fallback files failures as “needs review”',
                  '☐ Replies saved as drafts, not sent',
                  '☐ This sheet filed and owner named',
                  '☐ Review date set for 30 days after launch',
                ),
              ),
            ],
          },
        },
      ],
    },
    {
      id: 'toolbox-lesson-12',
      title: 'AI Customer Service: Chatbots, Inboxes and Hand-offs',
      duration: '6 min',
      description:
        'Choose what an AI assistant should answer, build the knowledge it answers from, hand over to people at the right moment and measure whether it helps customers.',
      outcome:
        'You can launch an AI support assistant that answers from approved content, hands over to a person safely and reports a resolution rate you can trust.',
      sections: [
        section(
          'A lesson from Air Canada',
          p(
            'In February 2024 a Canadian tribunal ordered Air Canada to honour a refund its website chatbot had wrongly promised a grieving customer. The airline argued the bot was responsible for its own words; the tribunal disagreed.',
          ),
          p(
            'The point for any business: whatever your assistant says, you said. That is why a support bot answers only from content you approved and hands over to people whenever money, safety or a complaint is involved.',
          ),
        ),
        section(
          'What to let AI answer',
          table(
            ['Good for AI', 'Hand to a person'],
            ['Opening hours, locations, parking', 'Complaints and anything emotional'],
            [
              'Prices and what is included, from your price list',
              'Refunds, discounts and exceptions to policy',
            ],
            [
              'Booking, rescheduling and cancelling through your system',
              'Medical, legal or financial advice',
            ],
            [
              'Order or job status looked up in your system',
              'Anyone who asks for a person, immediately',
            ],
            [
              'How-to questions covered by your guides',
              'Questions the knowledge base does not answer',
            ],
          ),
          p(
            'In most small businesses a handful of questions make up half the inbox. Count yours before you start: export the last 200 emails or chats and tag each by topic.',
          ),
        ),
        section(
          'Build the knowledge base',
          numbered(
            'List the 30 most common questions from your export.',
            'Write one short approved answer for each, in plain words, with the exact price, time or policy.',
            'Add your policies (cancellations, refunds, guarantees) as separate pages with a “last checked” date.',
            'Remove out-of-date pages from your website help centre; the bot will find and use them otherwise.',
            'Name an owner who updates answers whenever a price or policy changes.',
          ),
        ),
        section(
          'Choosing a tool',
          table(
            ['Tool', 'Fits', 'Price (as of 2026)'],
            [
              'Tidio with Lyro',
              'Small shops and service businesses on a website chat',
              'Free plan; paid plans from about $29/mo, Lyro AI priced by conversations',
            ],
            [
              'Intercom Fin',
              'Growing businesses wanting high automated resolution',
              'Seats from $29/seat/mo billed annually plus $0.99 per resolution',
            ],
            [
              'Zendesk with AI agents',
              'Teams already using Zendesk for email and phone',
              'Suite Team from $55/agent/mo billed annually; advanced AI as an add-on',
            ],
            [
              'Freshdesk with Freddy AI',
              'Cost-conscious teams wanting a help desk and bot together',
              'Free for small teams; Growth from about $15/agent/mo billed annually; Freddy AI add-ons extra',
            ],
          ),
          p(
            'Price per resolution sounds small until volume grows: 600 conversations a month with half resolved at $0.99 is about $300 a month. Compare that with the staff time it replaces before you sign.',
          ),
        ),
        section(
          'Hand-off rules and launch',
          bullets(
            'Greet as an assistant: “I’m {{company}}’s automated assistant. I can help with bookings and questions, or get you a person.”',
            'Hand over on request, on any complaint, after two failed answers, and on keywords you choose (refund, cancel contract, injury).',
            'Pass the conversation with the hand-off, so nobody asks the customer to repeat themselves.',
            'Outside office hours, say when a person will reply and keep that promise.',
          ),
          p(
            'Before launch, ask the bot 50 real questions from your export and score each answer right, wrong or handed over. Launch only when wrong answers are rare and harmless, and review a sample of conversations every week for the first two months.',
          ),
        ),
        section(
          'Measure what customers feel',
          bullets(
            'Resolution rate: conversations closed without a person, checked by sampling, because tools count generously.',
            'Customer satisfaction on bot conversations compared with human ones.',
            'Hand-off rate and the top reasons for it; each reason is a knowledge-base gap or a rule working as intended.',
            'Time to first human reply for handed-over conversations; a bot that hands over into a slow queue makes things worse.',
          ),
        ),
      ],
      takeaways: [
        'Your business is responsible for everything its bot says.',
        'Let AI answer factual, low-risk questions from approved content; hand over the rest.',
        'The knowledge base is the product: 30 approved answers with an owner.',
        'Compare per-resolution pricing with the staff time it replaces.',
        'Test with 50 real questions before launch and sample conversations weekly after.',
      ],
      actionItems: [
        'Export your last 200 customer messages and tag them by topic.',
        'Write approved answers for the top 30 questions using this lesson’s template.',
        'Start a free trial of one tool and load only those answers.',
        'Run the 50-question test and record right, wrong and handed-over answers.',
      ],
      resources: [
        {
          name: 'Chatbot Knowledge Base Template',
          type: 'pdf',
          size: '2 pages',
          document: {
            title: 'Chatbot Knowledge Base Template',
            subtitle: 'Approved answers, hand-off rules and a launch test',
            sections: [
              section(
                'Topic tally from your inbox export',
                table(
                  ['Topic', 'Count in last 200 messages', 'Share', 'AI or person'],
                  ['Opening hours and location', '', '', ''],
                  ['Prices', '', '', ''],
                  ['Booking or rescheduling', '', '', ''],
                  ['Order or job status', '', '', ''],
                  ['Complaints', '', '', ''],
                  ['Other: {{topic}}', '', '', ''],
                ),
              ),
              section(
                'Approved answer card (one per question)',
                table(
                  ['Field', 'Content'],
                  ['Question as customers ask it (two or three phrasings)', ''],
                  ['Approved answer (under 80 words)', ''],
                  ['Exact figures it contains (price, time, policy)', ''],
                  ['Link to send', ''],
                  ['Hand over instead if…', ''],
                  ['Owner and last checked date', ''],
                ),
                p(
                  'Example: Q “Do you do emergency appointments?” A “Yes. Call {{phone}} before 10 am for a same-day emergency slot; the emergency exam costs {{price}}. If you are in severe pain or swelling is spreading, call now or dial your local emergency number.” Hand over if the customer describes symptoms.',
                ),
              ),
              section(
                'Hand-off rules',
                table(
                  ['Rule', 'Setting'],
                  ['Customer asks for a person', 'Immediately, every time'],
                  ['Complaint detected', 'Hand over with the conversation'],
                  ['Two answers the customer rejects', 'Hand over'],
                  ['Keywords', 'refund, cancel contract, injury, lawyer, {{yourKeywords}}'],
                  ['Outside hours', 'Say when a person replies: {{replyPromise}}'],
                ),
              ),
              section(
                'Greeting and closing lines',
                bullets(
                  'Greeting: “Hi, I’m {{company}}’s automated assistant. I can help with {{topics}}, or get you a person at any time.”',
                  'Hand-off: “I’ll pass you to {{teamName}} now, with our conversation so you don’t need to repeat anything. {{replyPromise}}.”',
                  'Closing: “Is there anything else I can help with? You can also reach us on {{phone}}.”',
                ),
              ),
              section(
                'Fifty-question launch test',
                table(
                  [
                    '#',
                    'Real question',
                    'Bot answer right, wrong or handed over',
                    'Harm if wrong (none, low, high)',
                    'Fix',
                  ],
                  ['1', '', '', '', ''],
                  ['2', '', '', '', ''],
                  ['3', '', '', '', ''],
                  ['4', '', '', '', ''],
                  ['5', '', '', '', ''],
                ),
                callout(
                  'Continue the table to 50. Launch when there are no high-harm wrong answers and low-harm ones are rare enough that weekly review will catch them.',
                ),
              ),
              section(
                'Weekly review (first two months)',
                bullets(
                  '☐ Read 20 random conversations',
                  '☐ Resolution rate checked against the sample, not only the dashboard',
                  '☐ Top three hand-off reasons noted',
                  '☐ Knowledge-base answers added or fixed',
                  '☐ Any wrong answer that reached a customer followed up by a person',
                ),
              ),
            ],
          },
        },
        {
          name: 'Support Automation ROI Calculator',
          type: 'pdf',
          size: '2 pages',
          document: {
            title: 'Support Automation ROI Calculator',
            subtitle:
              'Compare an AI assistant’s cost with the staff time it frees, before you sign',
            sections: [
              section(
                'What you need',
                bullets(
                  'Conversations a month across email, chat and phone (from your inbox or phone reports).',
                  'Average minutes a person spends per conversation, timed on 20 real ones.',
                  'Loaded hourly cost of the people answering (pay plus employer costs).',
                  'The tool’s pricing: seats, platform fee and any per-resolution or per-conversation charge.',
                ),
              ),
              section(
                'Worksheet',
                table(
                  ['Line', 'How to work it out', 'Example', 'Yours'],
                  ['A. Conversations a month', 'From reports', '600', ''],
                  ['B. Minutes per conversation', 'Timed sample', '6', ''],
                  ['C. Staff hours a month today', 'A × B ÷ 60', '60', ''],
                  ['D. Hourly cost', 'Pay plus employer costs', '$24', ''],
                  ['E. Staff cost a month today', 'C × D', '$1,440', ''],
                  [
                    'F. Share the assistant resolves',
                    'Start at 30%; use your 50-question test',
                    '40%',
                    '',
                  ],
                  ['G. Staff cost saved', 'E × F', '$576', ''],
                  [
                    'H. Tool cost a month',
                    'Seats + fees + (A × F × price per resolution)',
                    '$29 + 600 × 40% × $0.99 ≈ $267',
                    '',
                  ],
                  [
                    'I. Set-up cost spread over 12 months',
                    'Set-up fee ÷ 12',
                    '$1,800 ÷ 12 = $150',
                    '',
                  ],
                  ['J. Net monthly gain', 'G − H − I', 'About $159', ''],
                ),
                p(
                  'The example column uses invented figures to show the arithmetic. A positive J means the assistant pays for itself in staff time alone; faster replies and after-hours answers are extra benefits you should note but not count.',
                ),
              ),
              section(
                'Read the result',
                bullets(
                  'J negative: the volume is too low for per-resolution pricing. Try a flat-price tool, or improve your FAQ page and saved replies instead.',
                  'J positive but small: start with one channel and recheck after two months of real resolution data.',
                  'J clearly positive: run the pilot, and hold the vendor to the resolution rate you measured in your own test, not the one in their marketing.',
                ),
                callout(
                  'Recalculate every quarter. Volumes, resolution rates and vendor prices all move, and a tool that paid off at 600 conversations may not at 200.',
                ),
              ),
            ],
          },
        },
      ],
    },
  ],
};
