import { bullets, callout, numbered, p, section, table } from '../../resources/blocks';
import type { ToolboxTrack } from '../types';

export const basicsTrack: ToolboxTrack = {
  id: 'toolbox-basics',
  title: 'The Basics',
  shortTitle: 'Basics',
  description:
    'What today’s AI tools do well, how to ask for work you can use, and how to keep customer data safe while you do it.',
  lessons: [
    {
      id: 'toolbox-lesson-1',
      title: 'What AI Can Do for a Small Business Today',
      duration: '8 min',
      description:
        'Sort the work in any business into tasks AI can do, tasks it can help with and tasks it should stay out of, and find the first three worth handing over.',
      outcome:
        'You can sort any task into “AI does it”, “AI helps” or “AI stays out”, and pick the three tasks that will save a business the most hours first.',
      sections: [
        section(
          'The four jobs AI does well in 2026',
          p(
            'Strip away the marketing and today’s assistants (ChatGPT, Claude, Gemini, Microsoft Copilot) do four kinds of work reliably. Almost every useful small-business project is one of these four, or two of them chained together.',
          ),
          bullets(
            'Drafting: first versions of emails, quotes, job adverts, social posts, policies and replies. A person still edits, but starts from 80% instead of a blank page.',
            'Summarising and extracting: turning a 40-minute call, a 30-page tender or a month of reviews into one page, or pulling names, dates and amounts out of invoices and forms.',
            'Classifying and routing: reading an incoming email, form or ticket and deciding what it is (a quote request, a complaint, an invoice) and where it goes.',
            'Answering from your own documents: a chatbot or internal assistant that replies using your price list, FAQ and policies instead of guessing.',
          ),
          p(
            'The main assistants can also browse the web, read files, run small calculations and, increasingly, act inside connected apps. Treat those abilities as helpers for the four jobs, not as a fifth job you can leave unsupervised.',
          ),
        ),
        section(
          'Where it still goes wrong',
          p(
            'A model writes what is likely, not what is true. Ask it for a supplier’s phone number or a regulation’s clause number and it may invent one that looks right. That is called a hallucination, and it is the main reason every AI output that leaves the building is read by a person first.',
          ),
          bullets(
            'Facts it was not given: prices, opening hours, legal limits, stock levels. Give it the source or do not ask.',
            'Arithmetic across messy data: it can explain a spreadsheet, but totals belong in the spreadsheet itself.',
            'Judgement with consequences: refunds, hiring decisions, medical or legal advice. AI can prepare the case; a person decides.',
            'Anything where a wrong answer is expensive and hard to spot. If checking the output takes as long as doing the task, leave the task alone.',
          ),
        ),
        section(
          'The three-bucket test',
          p(
            'Take a list of the recurring tasks in a business and put each in one bucket. The test is two questions: how bad is a mistake, and how easy is it to check?',
          ),
          table(
            ['Bucket', 'Rule', 'Typical tasks'],
            [
              'AI does it',
              'Mistakes are cheap and caught before anyone outside sees them',
              'Meeting notes, first-draft social posts, tagging emails, tidying a customer list',
            ],
            [
              'AI helps',
              'A person checks every output before it goes out',
              'Quotes, proposals, review replies, job adverts, chatbot answers from approved documents',
            ],
            [
              'AI stays out',
              'A mistake harms a customer, breaks a law or costs real money',
              'Final prices, diagnoses, legal wording, pay, hiring and firing decisions',
            ],
          ),
        ),
        section(
          'Worked example: a six-van plumbing company',
          p(
            'The owner listed eleven weekly tasks. Four landed in “AI does it”: writing up job notes from voice memos, tagging inbound emails, drafting the weekly Facebook post and summarising supplier price changes. Five landed in “AI helps”: quotes, review replies, follow-up emails, the technician rota draft and answering website chat after 6 pm.',
          ),
          p(
            'Two stayed out: pricing emergency call-outs and handling gas-safety complaints. Those need a qualified person and a paper trail, and no time saving is worth the risk.',
          ),
          p(
            'The owner then estimated time saved with a simple rule: minutes per task × times per week × 50%, because a first AI setup rarely removes more than half the effort. Job notes (10 minutes × 30 jobs × 50%) came to 2.5 hours a week, the biggest win, so that became project one. These figures are this example’s, not a benchmark.',
          ),
        ),
        section(
          'Choosing the first three',
          numbered(
            'Keep only the “AI does it” and “AI helps” tasks.',
            'Score each for hours saved per week using the 50% rule.',
            'Drop any task whose data you cannot legally or contractually put into an AI tool (lesson 3 shows how to check).',
            'Pick the top three by hours, and run the first one for two weeks before you start the second.',
          ),
          callout(
            'For an agency, this audit is your first paid product: a two-hour workshop that ends with a ranked list of tasks and hours. Clients trust the implementation work that follows because they helped build the list.',
            'Agency angle',
          ),
        ),
      ],
      takeaways: [
        'Useful AI work is drafting, summarising, classifying or answering from your own documents.',
        'Decide how much checking a task needs by asking how bad a mistake is and how easy it is to spot.',
        'Estimate savings at half the current effort until you have measured the real figure.',
        'Start with one task, measure it for two weeks, then add the next.',
      ],
      actionItems: [
        'List every task you or your team repeat at least weekly; aim for ten or more.',
        'Sort them into the three buckets with the two questions above.',
        'Work out hours saved per week for each task in the first two buckets and circle the top three.',
        'Choose the single task you will hand to AI first, and write down how long it takes today so you can compare in two weeks.',
      ],
      resources: [
        {
          name: 'AI Task Audit Worksheet',
          type: 'pdf',
          size: '2 pages',
          document: {
            title: 'AI Task Audit Worksheet',
            subtitle: 'Find the three tasks worth handing to AI first',
            sections: [
              section(
                'How to use this worksheet',
                p(
                  'Fill it in with the person who does the work, not only the owner: the people doing a task know how long it really takes. Allow 45 minutes for a business with up to 20 staff.',
                ),
                numbered(
                  'List recurring tasks in the inventory table, one per row.',
                  'Answer the two risk questions for each and write the bucket.',
                  'Fill in minutes and frequency, then calculate hours saved.',
                  'Rank the tasks and fill in the first-project card at the end.',
                ),
              ),
              section(
                'Task inventory',
                p('Copy this table into a spreadsheet if you have more than ten tasks.'),
                table(
                  ['Task', 'Who does it', 'Minutes each', 'Times a week', 'Data it touches'],
                  [
                    'Example: write up job notes',
                    'Technicians',
                    '10',
                    '30',
                    'Customer address, job details',
                  ],
                  ['', '', '', '', ''],
                  ['', '', '', '', ''],
                  ['', '', '', '', ''],
                  ['', '', '', '', ''],
                  ['', '', '', '', ''],
                  ['', '', '', '', ''],
                ),
              ),
              section(
                'Risk questions',
                table(
                  ['Question', 'Low', 'High'],
                  [
                    'If the AI gets it wrong, who is harmed?',
                    'Only us, and we can redo it',
                    'A customer, an employee, or our legal position',
                  ],
                  [
                    'How long does checking the output take?',
                    'Under a quarter of doing the task',
                    'About as long as doing it',
                  ],
                ),
                bullets(
                  'Low harm and quick to check: AI does it.',
                  'High harm but quick to check: AI helps, and a named person approves every output.',
                  'High harm and slow to check, or any task in a regulated area: AI stays out.',
                ),
              ),
              section(
                'Hours-saved calculator',
                p(
                  'Hours saved per week = minutes each × times a week × 0.5 ÷ 60. Replace 0.5 with your measured figure after the first two weeks.',
                ),
                table(
                  ['Task', 'Bucket', 'Minutes × times', '× 0.5 ÷ 60 = hours a week', 'Rank'],
                  ['Example: job notes', 'AI does it', '300', '2.5', '1'],
                  ['', '', '', '', ''],
                  ['', '', '', '', ''],
                  ['', '', '', '', ''],
                  ['', '', '', '', ''],
                ),
              ),
              section(
                'First-project card',
                bullets(
                  'Task chosen:',
                  'Tool we will try (and its plan and monthly price):',
                  'Owner of the trial:',
                  'Time the task takes today (measured, not guessed):',
                  'Date we check results (two weeks from start):',
                  'We stop or change course if:',
                ),
                callout(
                  'Write the stop condition before you start, for example “if checking drafts takes more than 5 minutes each”. It keeps the trial honest when the novelty wears off.',
                ),
              ),
            ],
          },
        },
      ],
    },
    {
      id: 'toolbox-lesson-2',
      title: 'Prompts That Produce Usable Work',
      duration: '7 min',
      description:
        'A five-part prompt pattern that turns vague answers into drafts you can send, with before-and-after examples from a dental practice and a boutique agency.',
      outcome:
        'You can write a prompt that gets a usable first draft in one or two attempts, and save it as a template your team reuses.',
      sections: [
        section(
          'Why most prompts disappoint',
          p(
            '“Write a post about our spring offer” gives the model almost nothing: no audience, no offer details, no voice, no length. It fills the gaps with the most average text on the internet, which is why the result sounds like everyone else.',
          ),
          p(
            'A good prompt is a short brief, the same one you would give a new freelancer. It takes two minutes longer to write and saves ten minutes of rewriting.',
          ),
        ),
        section(
          'The five-part pattern',
          table(
            ['Part', 'What to write', 'Example for a dental practice'],
            [
              'Role',
              'Who the model should act as',
              'You are the front-desk manager of a family dental practice.',
            ],
            [
              'Context',
              'Facts it needs and cannot guess',
              'Our hygiene appointment costs $95; we have evening slots on Tuesdays; many patients are parents of young children.',
            ],
            [
              'Task',
              'One clear job with a verb',
              'Write a reminder text for patients overdue for a cleaning.',
            ],
            [
              'Format',
              'Length, structure, channel',
              'Under 300 characters, plain text, one link placeholder {{bookingLink}}.',
            ],
            [
              'Constraints',
              'What to avoid, tone, examples',
              'Friendly, no guilt, no discounts, no medical claims. Here is a message we liked: …',
            ],
          ),
          p(
            'You will not need all five every time. For a quick rewrite, task and format are enough; for anything customer-facing, use all five.',
          ),
        ),
        section(
          'Before and after',
          p(
            'Before: “Write a LinkedIn post about our agency.” The result opened with “In today’s fast-paced digital landscape” and listed services nobody asked about.',
          ),
          p(
            'After: “You are the founder of a two-person agency that sets up AI receptionists for veterinary clinics. Write a LinkedIn post of 120 to 150 words telling the story of one clinic that stopped missing after-hours calls. Numbers: 46 missed calls a month before, 5 after. Plain words, first person, end with a question to other clinic owners. No hashtags, no emojis.” The first draft needed two small edits.',
          ),
          callout(
            'Those clinic numbers are an example for the prompt, not a result to quote. Only put real, permitted client figures into a real post.',
          ),
        ),
        section(
          'Iterate instead of starting again',
          p(
            'When a draft is 70% right, tell the model what to change rather than rewriting the prompt. Specific feedback works; “make it better” does not.',
          ),
          bullets(
            '“Cut it to 80 words and keep the second sentence as it is.”',
            '“The tone is too formal; our customers are tradespeople. Rewrite the first paragraph only.”',
            '“Give me three alternative subject lines, each under 40 characters.”',
            '“List any facts in this draft that I did not give you.” This one catches invented details before a customer does.',
          ),
        ),
        section(
          'Give it examples and source material',
          p(
            'Models copy what they are shown. Paste two or three messages your business has sent that worked, and the draft will match their length and voice far better than any description of your tone.',
          ),
          p(
            'For factual work, paste the source (the price list, the policy, the call transcript) and say “use only the information below; if something is missing, say so”. That one sentence cuts invented details sharply.',
          ),
        ),
        section(
          'Turn good prompts into team templates',
          numbered(
            'When a prompt gives a result you would send, save it in a shared document or in the tool’s own feature (custom GPTs in ChatGPT, Projects in Claude, Gems in Gemini).',
            'Replace the specifics with placeholders in one style: {{customerName}}, {{service}}, {{deadline}}.',
            'Add one line at the top saying when to use it and who owns it.',
            'Review the library monthly: delete templates nobody used, improve the ones people edit heavily.',
          ),
          p(
            'Picture a five-person boutique agency with a library of about 14 templates: proposal outline, meeting recap, case-study draft and so on. A new hire who starts from those templates can produce client-ready drafts in the first week instead of the first month. For an agency, a client’s template library is also a deliverable you can charge for.',
          ),
        ),
      ],
      takeaways: [
        'Brief the model like a new freelancer: role, context, task, format, constraints.',
        'Show examples of what good looks like; the model copies them.',
        'Give feedback on the draft instead of starting again.',
        'Ask it to list facts you did not supply, to catch invented details.',
        'Save prompts that work as templates with placeholders, and prune them monthly.',
      ],
      actionItems: [
        'Pick one message you write every week and write a five-part prompt for it.',
        'Run it three times with different inputs and note what you had to fix each time.',
        'Adjust the constraints until the fixes are small, then save it as a template with placeholders.',
        'Share the template with one colleague and ask them to use it without your help.',
      ],
      resources: [
        {
          name: 'Prompt Template Pack',
          type: 'pdf',
          size: '2 pages',
          document: {
            title: 'Prompt Template Pack',
            subtitle: 'Ten ready prompts for everyday small-business work',
            sections: [
              section(
                'How the templates work',
                p(
                  'Each template follows the role, context, task, format and constraints pattern. Replace everything in double braces, delete lines that do not apply, and paste in your own examples where a template asks for them.',
                ),
                callout(
                  'Before pasting customer details into any template, check the tool’s data settings (see the AI Use Policy Template). Where you can, use initials or a job number instead of a name.',
                ),
              ),
              section(
                'Customer communication',
                numbered(
                  'Quote follow-up: “You are the owner of {{company}}, a {{trade}} business. A customer, {{customerName}}, received our quote for {{job}} worth {{amount}} on {{date}} and has not replied. Write a short email (under 90 words) checking they received it and offering a 10-minute call. Friendly, no pressure, no discount.”',
                  'Review reply: “Write a reply to this {{stars}}-star review for {{company}}. Thank them by first name, mention one specific thing they said, and if they raised a problem, apologise once and offer to call them on {{phone}}. Under 70 words. Review: {{reviewText}}.”',
                  'Overdue invoice reminder: “Write a polite second reminder for invoice {{invoiceNumber}} for {{amount}}, due {{dueDate}}. State the amount and the payment link {{paymentLink}}. No threats; offer a payment plan if they reply.”',
                ),
              ),
              section(
                'Sales and marketing',
                numbered(
                  'Case-study draft: “Using only the notes below, write a 250-word case study with the headings Challenge, What we did, Result. Quote numbers exactly as given and mark any missing figure as [NEEDS FIGURE]. Notes: {{notes}}.”',
                  'One post, three channels: “Turn this idea into a LinkedIn post (150 words), an Instagram caption (60 words plus three hashtags) and a Google Business Profile update (100 words). Idea: {{idea}}. Audience: {{audience}}.”',
                  'Offer page headline test: “Give me eight headline options for a page selling {{offer}} to {{audience}}. Four should lead with the outcome, four with the problem. Each under 12 words.”',
                ),
              ),
              section(
                'Operations and admin',
                numbered(
                  'Meeting recap: “From this transcript, write: decisions made, action items as a table (owner, task, due date), and open questions. Use only what was said. Transcript: {{transcript}}.”',
                  'Standard operating procedure: “Turn these rough notes into a numbered procedure a new employee can follow on their first day. Add a ‘what can go wrong’ line after any step where mistakes are common. Notes: {{notes}}.”',
                  'Job advert: “Write a job advert for a {{role}} at {{company}}, {{hours}}, paying {{payRange}}. Include what they will do in their first month, three must-haves and two nice-to-haves. Avoid gendered or age-related wording.”',
                  'Supplier email comparison: “Compare these three supplier quotes in a table (price, delivery time, payment terms, anything unusual). Do not recommend one; list questions I should ask each supplier. Quotes: {{quotes}}.”',
                ),
              ),
              section(
                'Follow-up lines that fix a draft',
                table(
                  ['Problem with the draft', 'What to type next'],
                  ['Too long', 'Cut to {{n}} words; keep the opening sentence.'],
                  ['Wrong tone', 'Rewrite for {{audience}}; they prefer short, plain sentences.'],
                  ['Too generic', 'Add one detail from the context I gave you in each paragraph.'],
                  [
                    'Possible invented facts',
                    'List every fact in your draft that was not in my message.',
                  ],
                  ['Need options', 'Give me three different versions: cautious, direct and warm.'],
                ),
              ),
              section(
                'Template library log',
                table(
                  [
                    'Template',
                    'Owner',
                    'Used this month',
                    'Edits needed (low/medium/high)',
                    'Keep, fix or delete',
                  ],
                  ['', '', '', '', ''],
                  ['', '', '', '', ''],
                  ['', '', '', '', ''],
                ),
              ),
            ],
          },
        },
      ],
    },
    {
      id: 'toolbox-lesson-3',
      title: 'Safe AI Use: Data, Privacy and Accuracy',
      duration: '7 min',
      description:
        'Which data can go into which AI tool, the settings to change on day one, and a one-page policy that keeps a small team out of trouble.',
      outcome:
        'You can decide which business data may go into which AI tool, switch on the right privacy settings, and give your team a one-page AI use policy.',
      sections: [
        section(
          'The three questions for any tool',
          p(
            'Before anyone pastes business data into an AI tool, answer three questions from the vendor’s own terms and settings pages, not from a blog post. Write the answers down with the date you checked, because plans and terms change.',
          ),
          numbered(
            'Does the vendor train its models on what we type? Consumer plans often do unless you switch it off; business plans (ChatGPT Business and Enterprise, Claude Team and Enterprise, Gemini in Google Workspace, Microsoft 365 Copilot) say they do not by default.',
            'How long are our conversations and files kept, and can we delete them?',
            'Will the vendor sign the agreement our data needs: a data processing agreement (GDPR in the UK and EU) or a business associate agreement (HIPAA for US health data)?',
          ),
        ),
        section(
          'Sort your data into three classes',
          table(
            ['Class', 'Examples', 'Where it may go'],
            [
              'Public',
              'Website text, published prices, job adverts, marketing copy',
              'Any reputable AI tool',
            ],
            [
              'Internal',
              'Procedures, meeting notes without customer details, draft proposals, sales figures',
              'Business plans that do not train on your data, with the team’s own accounts',
            ],
            [
              'Restricted',
              'Customer names with health, financial or legal details, passwords, payment card data, employee records',
              'Only tools with a signed agreement covering that data, or nowhere',
            ],
          ),
          p(
            'Most of the value sits in the first two classes. A dental practice can use AI for its newsletters, rota, procedures and review replies without ever pasting a patient record into a chatbot.',
          ),
        ),
        section(
          'Settings to change on day one',
          bullets(
            'ChatGPT personal plans: Settings → Data controls → switch off “Improve the model for everyone”.',
            'Claude personal plans: Privacy settings → switch off allowing your chats to be used to improve Claude.',
            'Use Temporary Chat (ChatGPT) or incognito chats (Claude) for one-off tasks you do not want kept in history.',
            'Turn on two-factor sign-in for every AI account and use company email addresses, so access ends when someone leaves.',
            'For a team of three or more, move to a business plan: the admin controls and no-training default are worth the extra few dollars a seat.',
          ),
          callout(
            'Menu names move between releases. If a setting is not where this lesson says, search the vendor’s help centre for “data controls” or “training”, and record where you found it.',
          ),
        ),
        section(
          'Accuracy is a safety issue too',
          p(
            'Data leaks make headlines, but the everyday risk is a wrong answer sent with confidence. A chatbot that promises a refund your policy does not allow, or an email quoting last year’s price, costs money and trust.',
          ),
          bullets(
            'A named person approves anything an AI drafts before a customer, regulator or employee sees it, unless the task is in the “AI does it” bucket.',
            'Customer-facing bots answer only from approved documents and hand over to a person when unsure.',
            'Keep a simple log of AI mistakes that reached anyone outside. Three in a month on one task means the task needs a different setup.',
          ),
        ),
        section(
          'Disclosure and the law, briefly',
          p(
            'Tell people when they are talking to a bot and offer a person; several jurisdictions now require it, and customers expect it. The EU AI Act’s transparency duties for chatbots and AI-generated content apply from August 2026, and they reach businesses outside the EU that serve EU customers.',
          ),
          p(
            'This lesson is general guidance, not legal advice. If you handle health, financial or children’s data, have a professional check your setup before you launch.',
          ),
        ),
        section(
          'A one-page policy your team will read',
          p(
            'Long policies are not read. A small business needs one page that answers: which tools are approved, which data class may go where, who approves customer-facing output, and who to tell when something goes wrong. The template in this lesson’s resource is a starting point; fill it in within an hour and review it every six months.',
          ),
        ),
      ],
      takeaways: [
        'Check training, retention and agreements in the vendor’s own terms before using a tool for business data.',
        'Classify data as public, internal or restricted, and decide where each class may go.',
        'Switch off training on personal plans and move teams to business plans.',
        'Wrong answers are a safety risk: a person approves customer-facing output.',
        'Tell customers when they are talking to AI and offer a person.',
      ],
      actionItems: [
        'List every AI tool anyone in the business uses, including free ones on personal accounts.',
        'For each, record the answers to the three questions and the date you checked.',
        'Change the training setting on every personal plan in use today.',
        'Fill in the one-page policy from this lesson’s resource and share it with the team.',
      ],
      resources: [
        {
          name: 'AI Use Policy Template',
          type: 'pdf',
          size: '2 pages',
          document: {
            title: 'AI Use Policy Template',
            subtitle: 'A one-page policy for a small team, with a tool register',
            sections: [
              section(
                'Before you fill it in',
                p(
                  'Replace everything in double braces. Keep the finished policy to one page: if a rule needs a paragraph of explanation, it belongs in training, not in the policy. This template is a starting point and not legal advice.',
                ),
              ),
              section(
                '{{company}} AI use policy',
                numbered(
                  'Purpose: we use AI tools to draft, summarise and organise work faster. People remain responsible for everything we send, decide or publish.',
                  'Approved tools: only the tools in the register below, used through company accounts with two-factor sign-in. Ask {{policyOwner}} before trying a new one.',
                  'Public data (website text, published prices, marketing) may go into any approved tool.',
                  'Internal data (procedures, notes without customer details, figures) may go only into approved tools on plans that do not train on our data.',
                  'Restricted data ({{restrictedExamples}}) must not go into any AI tool unless the register says a signed agreement covers it.',
                  'A named person reads and approves any AI-drafted text before it reaches a customer, supplier, employee or authority.',
                  'Customer-facing chat says it is automated and offers a person.',
                  'If restricted data goes into the wrong tool, or an AI mistake reaches a customer, tell {{policyOwner}} the same day. We fix problems; we do not blame people for reporting them.',
                  'This policy is reviewed every six months. Next review: {{reviewDate}}.',
                ),
              ),
              section(
                'Tool register',
                table(
                  [
                    'Tool and plan',
                    'Trains on our data?',
                    'Retention',
                    'Agreement signed',
                    'Highest data class allowed',
                    'Checked on',
                  ],
                  [
                    'Example: ChatGPT Business',
                    'No (default)',
                    'Admin controlled',
                    'DPA',
                    'Internal',
                    '{{date}}',
                  ],
                  ['', '', '', '', '', ''],
                  ['', '', '', '', '', ''],
                  ['', '', '', '', '', ''],
                ),
              ),
              section(
                'Day-one setup checklist',
                bullets(
                  '☐ Training switched off on every personal plan in use',
                  '☐ Company email used for every AI account',
                  '☐ Two-factor sign-in on for every account',
                  '☐ Leavers’ AI accounts included in the offboarding checklist',
                  '☐ Chatbot greeting says it is automated and offers a person',
                  '☐ Mistake log started (date, tool, what happened, fix)',
                ),
              ),
              section(
                'Mistake log',
                table(
                  ['Date', 'Tool', 'What happened', 'Who was affected', 'Fix and follow-up'],
                  ['', '', '', '', ''],
                  ['', '', '', '', ''],
                  ['', '', '', '', ''],
                ),
              ),
            ],
          },
        },
      ],
    },
  ],
};
