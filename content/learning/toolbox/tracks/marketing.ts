import { bullets, callout, numbered, p, section, table } from '../../resources/blocks';
import type { ToolboxTrack } from '../types';

export const marketingTrack: ToolboxTrack = {
  id: 'toolbox-marketing',
  title: 'Marketing',
  shortTitle: 'Marketing',
  description:
    'A weekly content routine that runs on one idea, visuals that look like your brand, and the local search work that brings in calls.',
  lessons: [
    {
      id: 'toolbox-lesson-7',
      title: 'One Idea, Ten Pieces: A Weekly Content Engine',
      duration: '7 min',
      description:
        'Turn one ten-minute voice note into a week of posts, an email and a blog article in about 90 minutes, without publishing anything that sounds machine-made.',
      outcome:
        'You can run a 90-minute weekly routine that turns one recorded idea into ten pieces of content across your channels, edited in your own voice.',
      sections: [
        section(
          'Why start from your own voice',
          p(
            'Ask a model to “write a blog post about bookkeeping tips” and you get the same article as every other firm that asked. Start from ten minutes of you talking about a real customer question and the AI has something no competitor has: your opinions, your examples, your phrasing.',
          ),
          p(
            'Google’s guidance is clear on this: it ranks helpful content however it was produced, and treats mass-produced pages made mainly to rank as spam. Content built from real experience is both safer and better.',
          ),
        ),
        section(
          'The weekly routine (about 90 minutes)',
          table(
            ['Step', 'Time', 'What you do', 'Tools'],
            [
              '1. Pick the idea',
              '5 min',
              'Choose one question a customer asked this week',
              'Your inbox, call notes',
            ],
            [
              '2. Record',
              '10 min',
              'Answer it out loud as if to that customer; include one story and one number',
              'Phone voice memo, Descript or Otter.ai',
            ],
            [
              '3. Transcribe',
              '2 min',
              'Get a clean transcript',
              'Descript, Otter.ai or your assistant’s file upload',
            ],
            [
              '4. Draft',
              '15 min',
              'Generate the ten pieces from the transcript with one prompt per format',
              'ChatGPT, Claude or Gemini',
            ],
            ['5. Edit', '40 min', 'Cut generic lines, check facts, add a photo or example', 'You'],
            [
              '6. Schedule',
              '15 min',
              'Load the week into your scheduler',
              'Buffer, Meta Business Suite, LinkedIn',
            ],
            ['7. Note results', '3 min', 'Record last week’s best piece and why', 'A spreadsheet'],
          ),
        ),
        section(
          'The ten pieces',
          numbered(
            'A blog article of 600 to 900 words built around the question, with the story as its centre.',
            'A LinkedIn post telling the story in the first person.',
            'A LinkedIn or Facebook post with the single most useful tip.',
            'An Instagram carousel script: six slides, one idea each.',
            'A 30-second video script you record on your phone.',
            'A Google Business Profile update linking to the article.',
            'The main story for your monthly email newsletter.',
            'Three short posts: a question, a myth and its correction, a number with context.',
            'A reply you can paste when customers ask the same question.',
            'An FAQ entry for your website.',
          ),
          p(
            'Prompt for each: “From this transcript only, write a {{format}} for {{audience}}. Keep my phrases where they work, keep the story and the number, and do not add facts. Length: {{length}}.” Separate prompts per format give better results than asking for all ten at once.',
          ),
        ),
        section(
          'Edit out the machine',
          bullets(
            'Delete stock openers such as “In today’s fast-paced world” and closing lines that summarise what was just said.',
            'Replace every vague adjective (“seamless”, “robust”, “cutting-edge”) with a fact or nothing.',
            'Check every number and name against your notes.',
            'Read it aloud once. If you would not say it to a customer, rewrite it.',
            'Add something only you have: a photo from the job, a screenshot, a customer’s permission-given quote.',
          ),
        ),
        section(
          'Worked example: a two-person bookkeeping firm',
          p(
            'A client asked whether they should pay themselves salary or dividends. The founder recorded an eight-minute answer with one anonymised story about a café owner and the figure of tax saved in that case.',
          ),
          p(
            'From that one recording the firm published an article, two LinkedIn posts, a carousel, a newsletter story and an FAQ entry, and saved the reply for the next client who asked. The founder kept it to two hours a week, and after three months had a library of twelve articles answering real client questions. The figures in this example are illustrative.',
          ),
          callout(
            'Selling this as an agency: record the client for 30 minutes once a month, then deliver the month’s content for their approval. Many agencies price this kind of done-for-you content at $800 to $2,000 a month depending on channels and volume.',
            'Agency angle',
          ),
        ),
      ],
      takeaways: [
        'Start from your own spoken answer to a real customer question, not from a blank prompt.',
        'One prompt per format, from the transcript only, with no new facts.',
        'Editing is most of the work; budget 40 minutes and cut anything generic.',
        'A fixed weekly 90-minute slot beats occasional bursts of content.',
      ],
      actionItems: [
        'Write down five questions customers asked in the last month.',
        'Record a ten-minute answer to the first one today.',
        'Produce at least five of the ten pieces from it and schedule them.',
        'Block a recurring 90-minute slot in your calendar for the routine.',
      ],
      resources: [
        {
          name: 'Content Repurposing Planner',
          type: 'pdf',
          size: '2 pages',
          document: {
            title: 'Content Repurposing Planner',
            subtitle: 'Plan, prompt and track one idea a week',
            sections: [
              section(
                'Idea bank',
                p(
                  'Add every customer question as you hear it. Pick from the top each week, favouring questions that come with a story you can tell.',
                ),
                table(
                  [
                    'Date heard',
                    'Customer question',
                    'Story or example I can tell',
                    'Number I can share',
                  ],
                  ['', '', '', ''],
                  ['', '', '', ''],
                  ['', '', '', ''],
                  ['', '', '', ''],
                ),
              ),
              section(
                'Recording prompts',
                bullets(
                  'Who asked, and what prompted the question?',
                  'What is the short answer in one sentence?',
                  'What do most people get wrong about it?',
                  'Tell one story (with permission or anonymised) that shows the answer.',
                  'What is one number that makes it concrete?',
                  'What should the listener do this week?',
                ),
              ),
              section(
                'Format prompts',
                table(
                  ['Format', 'Length', 'Extra instruction for the prompt'],
                  [
                    'Blog article',
                    '600-900 words',
                    'Use the question as the title; subheadings every 150-200 words',
                  ],
                  [
                    'LinkedIn story post',
                    '120-180 words',
                    'First person; first line under 12 words; end with a question',
                  ],
                  ['Tip post', '60-100 words', 'One tip, one example, no list'],
                  ['Carousel', '6 slides', 'Maximum 15 words a slide; slide 1 states the problem'],
                  ['Video script', '30 seconds', 'Spoken style; hook in the first 3 seconds'],
                  [
                    'Business Profile update',
                    '100-150 words',
                    'Mention the town or area served; link to the article',
                  ],
                  ['Newsletter story', '200-300 words', 'Personal tone; one link'],
                  [
                    'Short posts',
                    '3 × under 40 words',
                    'A question; a myth and its correction; a number with context',
                  ],
                  ['Saved reply', '50-80 words', 'Answer directly; offer a call'],
                  ['FAQ entry', '80-120 words', 'Start with the direct answer'],
                ),
              ),
              section(
                'Edit checklist',
                bullets(
                  '☐ Stock openers and summary closers removed',
                  '☐ Vague adjectives replaced with facts',
                  '☐ Every number and name checked against my notes',
                  '☐ Read aloud once',
                  '☐ One original element added (photo, screenshot, permitted quote)',
                  '☐ Customer details removed or permission recorded',
                ),
              ),
              section(
                'Weekly results',
                table(
                  [
                    'Week',
                    'Idea',
                    'Pieces published',
                    'Best piece',
                    'Why it worked',
                    'Enquiries traced to content',
                  ],
                  ['', '', '', '', '', ''],
                  ['', '', '', '', '', ''],
                  ['', '', '', '', '', ''],
                  ['', '', '', '', '', ''],
                ),
              ),
            ],
          },
        },
      ],
    },
    {
      id: 'toolbox-lesson-8',
      title: 'AI Images and Short Video for Small Brands',
      duration: '6 min',
      description:
        'Set up a brand kit, write image prompts that match it, make captioned short videos from phone footage, and know when AI visuals must be labelled or avoided.',
      outcome:
        'You can produce on-brand images and captioned short videos with AI tools each week, and decide when a real photo or a disclosure label is needed.',
      sections: [
        section(
          'Set the brand kit once',
          p(
            'Consistency makes a small brand look established. Before generating anything, put your logo, two or three colours (with their hex codes), two fonts and five example images you like into one place.',
          ),
          p(
            'Canva’s Brand Kit (on Canva Pro, about $15/mo for one person as of 2026) stores these and applies them to every template, and its Magic Studio tools resize a design for each channel in one click. Adobe Express offers a similar brand kit.',
          ),
        ),
        section(
          'Choosing the right image tool',
          table(
            ['Tool', 'Good for', 'Price (as of 2026)'],
            [
              'Canva Magic Media and Magic Edit',
              'Quick social graphics, removing backgrounds, extending photos',
              'Included in Canva Pro',
            ],
            [
              'Adobe Firefly',
              'Images trained on licensed content, text effects, generative fill in photos',
              'Free credits; Standard about $9.99/mo',
            ],
            [
              'Midjourney',
              'Striking, stylised concept images and backgrounds',
              'Basic $10/mo; Standard $30/mo',
            ],
            [
              'ChatGPT image generation',
              'Diagrams, mock-ups and images with readable text from a conversation',
              'Included in ChatGPT plans, with limits',
            ],
          ),
          p(
            'Read each tool’s terms for commercial use before a client campaign. Adobe markets Firefly as designed to be commercially safe; other tools give you usage rights on paid plans but make fewer promises about training data.',
          ),
        ),
        section(
          'Image prompts that match your brand',
          p(
            'Describe the picture like a photographer’s brief, in this order: subject, setting, style, lighting, composition, format. Add your colours by name and hex code.',
          ),
          p(
            'Example for a florist: “Overhead photo of a hand-tied bouquet of white ranunculus and eucalyptus on a pale sage (#C9D5C0) linen background, soft natural window light from the left, lots of empty space on the right for text, square 1:1.”',
          ),
          bullets(
            'Save prompts that work in your template library with the colours already in them.',
            'Generate four options, pick one, then edit it (crop, add the logo) in Canva.',
            'Keep a reference image and reuse it; most tools can match a reference’s style.',
          ),
        ),
        section(
          'Short video from your phone',
          numbered(
            'Film 30 to 60 seconds vertically, at eye level, near a window. Say the hook in the first three seconds.',
            'Import into Descript (from about $16/mo billed annually), CapCut or Canva.',
            'Let the tool transcribe, then edit by deleting words from the transcript; filler words go in one click.',
            'Add burned-in captions in your brand font; most people watch with the sound off.',
            'Export once for Reels, Shorts and TikTok, and post the same week as your written content on the same idea.',
          ),
        ),
        section(
          'When to use a real photo, and when to label',
          bullets(
            'Products, food, premises, team and finished work: use real photos. An AI image of a cake you did not bake misleads customers and may break advertising rules.',
            'Never generate fake customers, testimonials or before-and-after results.',
            'Meta, TikTok and YouTube ask you to label realistic AI-generated or altered images and video; check each platform’s current setting when you upload.',
            'Backgrounds, illustrations, concept images and decorative graphics are where AI images are most useful and least risky.',
          ),
          callout(
            'A simple rule for clients: if a customer could reasonably think the image shows something real about the business, it must be real.',
          ),
        ),
      ],
      takeaways: [
        'Set the brand kit once, then generate and edit inside it.',
        'Pick the image tool by the job and check its commercial-use terms.',
        'Write image prompts like a photographer’s brief, colours included.',
        'Short, captioned phone videos edited by transcript are enough for most small brands.',
        'Use real photos for anything real, and label realistic AI visuals where platforms ask.',
      ],
      actionItems: [
        'Set up a brand kit with your logo, colours, fonts and five reference images.',
        'Write and save three image prompts for your regular post types.',
        'Film and caption one 45-second video answering this week’s customer question.',
        'Review your last ten posts and replace any AI image that could be mistaken for your real work.',
      ],
      resources: [
        {
          name: 'Brand Visual Prompt Kit',
          type: 'pdf',
          size: '2 pages',
          document: {
            title: 'Brand Visual Prompt Kit',
            subtitle: 'Brand sheet, prompt formula and a weekly visual plan',
            sections: [
              section(
                'Brand sheet',
                table(
                  ['Element', 'Ours', 'Example (florist)'],
                  ['Primary colour and hex', '', 'Sage #C9D5C0'],
                  ['Secondary colour and hex', '', 'Blush #F2D7D5'],
                  ['Accent colour and hex', '', 'Deep green #2F4A3A'],
                  ['Heading font', '', 'Playfair Display'],
                  ['Body font', '', 'Inter'],
                  ['Photo mood in three words', '', 'Light, natural, calm'],
                  ['Never use', '', 'Neon colours, stock handshake photos'],
                ),
              ),
              section(
                'Prompt formula',
                p(
                  '{{subject}}, {{setting}}, {{style}}, {{lighting}}, {{composition}}, colours {{brandColours}}, format {{aspectRatio}}.',
                ),
                table(
                  ['Part', 'Choices that work'],
                  [
                    'Style',
                    'Editorial photo, flat illustration, 3D clay render, watercolour, line drawing',
                  ],
                  ['Lighting', 'Soft window light, golden hour, bright studio, moody low key'],
                  [
                    'Composition',
                    'Overhead, close-up, wide with empty space left or right for text',
                  ],
                  [
                    'Format',
                    '1:1 feed, 4:5 portrait feed, 9:16 stories and reels, 16:9 web banner',
                  ],
                ),
              ),
              section(
                'Six ready prompts to adapt',
                numbered(
                  'Quote background: “Soft abstract texture in {{brandColours}}, subtle paper grain, plenty of space in the centre for text, 4:5.”',
                  'Service illustration: “Flat illustration of {{serviceAction}}, simple shapes, {{brandColours}}, white background, no text, 1:1.”',
                  'Seasonal banner: “Wide editorial photo of {{seasonalObjects}} on a {{surface}}, natural light, empty space on the left third, 16:9.”',
                  'Blog header: “Minimal 3D clay render of {{metaphorObject}} representing {{topic}}, {{brandColours}}, soft shadows, 16:9.”',
                  'Event graphic: “Bold geometric pattern in {{brandColours}} with a clear central area for the event name, 1:1.”',
                  'Carousel cover: “Close-up editorial photo of {{object}} with shallow depth of field, {{brandColours}} tones, 4:5, space at the top for a headline.”',
                ),
              ),
              section(
                'Real or AI? Decision check',
                table(
                  ['The image shows…', 'Use'],
                  ['Our product, food, premises, team or finished work', 'Real photo only'],
                  ['A customer or a result', 'Real, with written permission'],
                  ['An idea, mood or background', 'AI image is fine'],
                  [
                    'A realistic scene that did not happen',
                    'Avoid, or label it as AI where the platform asks',
                  ],
                ),
              ),
              section(
                'Weekly visual plan',
                table(
                  ['Day', 'Post', 'Visual type', 'Real or AI', 'Done'],
                  ['Mon', '', '', '', ''],
                  ['Wed', '', '', '', ''],
                  ['Fri', '', '', '', ''],
                ),
              ),
            ],
          },
        },
      ],
    },
    {
      id: 'toolbox-lesson-9',
      title: 'Local Search, Reviews and AI Answers',
      duration: '7 min',
      description:
        'Get a local business found on Google Maps and in AI answers: a complete Business Profile, a steady flow of honest reviews, and pages that AI search can quote.',
      outcome:
        'You can audit and fix a local business’s Google Business Profile, set up a review routine with AI-drafted replies, and make its website easy for AI search to cite.',
      sections: [
        section(
          'Where local customers look in 2026',
          p(
            'Local customers still search “plumber near me” on Google Maps, but a growing share also ask ChatGPT, Gemini or Google’s AI Overviews “who is a good emergency plumber in Leeds?”. Those answers draw on the same signals: a complete business profile, consistent details across directories, reviews, and clear pages on your own site.',
          ),
          p(
            'The good news for a small business is that none of this needs a big budget. It needs a few hours of setup and twenty minutes a week.',
          ),
        ),
        section(
          'Google Business Profile: the ten-point fix',
          numbered(
            'Primary category exactly right (for example “Emergency plumber”, not only “Plumber”), plus relevant secondary categories.',
            'Services listed one by one, with a two-line description each.',
            'Opening hours, holiday hours and service area accurate.',
            'Name, address and phone exactly as on the website (no extra keywords in the name; Google suspends for it).',
            'At least ten recent real photos: team, vans, premises, finished jobs.',
            'Booking or quote link set.',
            'A business description that names the towns served and what makes you different.',
            'Questions and answers seeded with the five questions customers ask most, answered by you.',
            'A post every week (the content engine produces one).',
            'Messaging turned on only if someone will answer within a few hours.',
          ),
        ),
        section(
          'Reviews: ask, reply, never fake',
          p(
            'Reviews are the strongest local signal you control. The routine is simple: ask every happy customer within 24 hours, by text, with a direct link to your review form (Google gives you one in the profile).',
          ),
          p(
            'Reply to every review within two days. AI drafts the reply from a template, and you personalise one detail. For a negative review, apologise once, do not argue facts in public, and offer a phone number.',
          ),
          callout(
            'Since October 2024 the US Federal Trade Commission’s rule bans buying or selling fake reviews, reviews from insiders without disclosure and suppressing negative reviews, with civil penalties per violation. Google also forbids offering discounts or gifts for reviews and asking only happy customers through a filter. Ask everyone, reward nobody.',
            'The rules',
          ),
        ),
        section(
          'Make your site easy for AI answers to use',
          bullets(
            'One page per service and per main town served, each answering who, what, where, how much and how fast in the first paragraph.',
            'An FAQ page with direct answers in the first sentence; AI answers quote sentences like these.',
            'Prices or price ranges where you can publish them; “from $120 call-out” gets cited, “competitive rates” does not.',
            'LocalBusiness structured data (schema.org markup) with your name, address, phone, hours and service area; most website builders and SEO plugins add it.',
            'The same name, address and phone on Bing Places, Apple Business Connect, Yelp and your industry directories. Bing’s index feeds several AI assistants, so do not skip it.',
          ),
        ),
        section(
          'Measure monthly',
          table(
            ['Measure', 'Where to find it', 'Example target for a small service business'],
            [
              'Calls and direction requests from the profile',
              'Business Profile performance',
              'Up month on month',
            ],
            ['New reviews', 'Business Profile', 'Four or more a month'],
            ['Average rating', 'Business Profile', '4.5 or higher'],
            ['Replies to reviews', 'Business Profile', 'All, within two days'],
            [
              'Mentions in AI answers',
              'Ask three assistants your five key questions',
              'Named in at least one',
            ],
          ),
          p(
            'Targets in this table are examples for a business with steady footfall or call volume; set your own from your first month’s figures.',
          ),
        ),
      ],
      takeaways: [
        'Maps and AI assistants draw on the same signals: profile, consistent details, reviews and clear pages.',
        'A complete Business Profile with exact categories and real photos is the biggest quick win.',
        'Ask every customer for a review within 24 hours and reply to every review; never buy, filter or reward them.',
        'Write service and FAQ pages that answer in the first sentence, with real prices.',
        'Check monthly what three AI assistants say about your business.',
      ],
      actionItems: [
        'Run the ten-point fix on your Business Profile (or a client’s).',
        'Create a review request text with your direct review link and send it to last week’s customers.',
        'Draft reply templates for five-star, three-star and one-star reviews with AI, then edit them.',
        'Ask ChatGPT, Gemini and Perplexity your top customer question and record whether you are named.',
      ],
      resources: [
        {
          name: 'Local Visibility Audit Checklist',
          type: 'pdf',
          size: '2 pages',
          document: {
            title: 'Local Visibility Audit Checklist',
            subtitle: 'Business Profile, reviews, directories and AI answers in one audit',
            sections: [
              section(
                'Business Profile audit',
                table(
                  ['Check', 'Status (yes/no)', 'Fix needed'],
                  ['Primary category is the most specific correct one', '', ''],
                  ['All services listed with descriptions', '', ''],
                  ['Hours, holiday hours and service area correct', '', ''],
                  ['Name, address, phone identical to the website', '', ''],
                  ['Ten or more real photos from the last 12 months', '', ''],
                  ['Booking or quote link working', '', ''],
                  ['Description names towns served', '', ''],
                  ['Top five questions answered in Q&A', '', ''],
                  ['Post published in the last 7 days', '', ''],
                  ['Messages answered within hours, or messaging off', '', ''],
                ),
              ),
              section(
                'Review request text',
                p(
                  'Hi {{firstName}}, thanks for choosing {{company}} for {{job}}. If you have a minute, an honest review helps other people in {{town}} find us: {{reviewLink}}. Thank you, {{yourName}}.',
                ),
                callout(
                  'Send it to every customer, not only happy ones, and offer nothing in return.',
                ),
              ),
              section(
                'Reply templates to adapt',
                table(
                  ['Rating', 'Reply outline'],
                  [
                    '5 stars',
                    'Thank by first name; mention the specific job or detail; one line on what you enjoyed; sign with your name',
                  ],
                  [
                    '3-4 stars',
                    'Thank them; acknowledge what could have been better without excuses; say what you are changing',
                  ],
                  [
                    '1-2 stars',
                    'Apologise once; do not dispute facts publicly; give a direct phone number and your name; no customer details',
                  ],
                ),
                p(
                  'Drafting prompt: “Draft a reply to this {{stars}}-star review following this outline: {{outline}}. Under 70 words, plain and warm, no marketing. Review: {{reviewText}}.”',
                ),
              ),
              section(
                'Directory consistency',
                table(
                  ['Listing', 'Exists', 'Name, address, phone match', 'Fixed on'],
                  ['Google Business Profile', '', '', ''],
                  ['Bing Places', '', '', ''],
                  ['Apple Business Connect', '', '', ''],
                  ['Yelp', '', '', ''],
                  ['Facebook page', '', '', ''],
                  ['Industry directory: {{directory}}', '', '', ''],
                ),
              ),
              section(
                'AI answer check (monthly)',
                table(
                  [
                    'Question a customer would ask',
                    'ChatGPT names us?',
                    'Gemini names us?',
                    'Perplexity names us?',
                    'Source it cited',
                  ],
                  ['', '', '', '', ''],
                  ['', '', '', '', ''],
                  ['', '', '', '', ''],
                  ['', '', '', '', ''],
                  ['', '', '', '', ''],
                ),
                p(
                  'When an assistant cites a competitor, open the source it cites and note what that page says that yours does not. That is usually your next page to write.',
                ),
              ),
            ],
          },
        },
        {
          name: 'Review Reply Library',
          type: 'pdf',
          size: '2 pages',
          document: {
            title: 'Review Reply Library',
            subtitle: 'Twelve replies to adapt, and the rules that keep them safe',
            sections: [
              section(
                'Rules for every reply',
                bullets(
                  'Use the reviewer’s first name only if they show it; never confirm that someone is a customer in a sensitive business (health, legal, finance).',
                  'Mention one specific detail from the review, so the reply could not be pasted under any other.',
                  'Keep to 40 to 80 words. Sign with a real first name.',
                  'Never offer money, discounts or gifts in a public reply, and never ask for a review to be changed or removed.',
                  'Reply to negative reviews within two days; take the details offline with a phone number or email.',
                ),
              ),
              section(
                'Five-star replies',
                numbered(
                  'Thanks so much, {{firstName}}! We’re glad the new boiler had the house warm again before the weekend. Tom will be pleased you mentioned how tidy he left things. — {{yourName}}',
                  'What a lovely review, {{firstName}}. Choosing flowers for a first anniversary is a big job and we’re honoured you trusted us with it. See you for the next one! — {{yourName}}',
                  'Thank you, {{firstName}}. Fitting you in the same morning was a team effort, and it’s good to hear the tooth has settled. Take care. — {{yourName}}',
                  'Thanks for taking the time, {{firstName}}. We love hearing that the online booking made life easier; that was exactly why we set it up. — {{yourName}}',
                ),
              ),
              section(
                'Three- and four-star replies',
                numbered(
                  'Thanks, {{firstName}}. You’re right that the wait on Saturday was too long; we’ve added a second person at the counter on weekend mornings. We hope the next visit is a five-star one. — {{yourName}}',
                  'Thank you for the fair review, {{firstName}}. We’ll pass your comments about the parking to our landlord and have added directions to the nearest car park on our website. — {{yourName}}',
                  'Thanks, {{firstName}}. Glad you liked the result, and sorry the quote took three days. We now aim to send quotes within 24 hours. — {{yourName}}',
                  'We appreciate it, {{firstName}}. Good point about the follow-up call: we’ve added it to our checklist so nobody is left wondering what happens next. — {{yourName}}',
                ),
              ),
              section(
                'One- and two-star replies',
                numbered(
                  'Hi {{firstName}}, I’m sorry this wasn’t the experience we aim for. I’d like to understand what happened and put it right. Please call me directly on {{phone}}. — {{yourName}}, owner',
                  'Hi {{firstName}}, thank you for telling us. Missing the appointment window isn’t acceptable and I apologise. I’ve asked our office to call you today to rebook at a time that suits you. — {{yourName}}',
                  'We take this seriously, {{firstName}}. We can’t find a booking under this name, so please email {{email}} with the date and we’ll look into it straight away. — {{yourName}}',
                  'Hi {{firstName}}, I’m sorry to read this. We’d like to talk it through properly rather than here. You can reach me on {{phone}} any weekday before 6 pm. — {{yourName}}',
                ),
                callout(
                  'If a review looks fake or breaks the platform’s rules (for example a competitor or someone who never used your business), reply calmly once and report it through the platform’s own flagging tool. Do not accuse the reviewer in public.',
                ),
              ),
              section(
                'Prompt to adapt a reply',
                p(
                  '“Here is a review of {{company}} and a reply we like from our library. Rewrite the reply for this review: keep the structure and length, mention one specific detail from the review, no offers, no marketing, under 80 words. Review: {{reviewText}}. Reply to adapt: {{libraryReply}}.”',
                ),
              ),
            ],
          },
        },
      ],
    },
  ],
};
