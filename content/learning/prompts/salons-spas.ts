import type { IndustryLibrary } from './types';

export const salonsSpas: IndustryLibrary = {
  id: 'salons-spas',
  name: 'Salons & spas',
  description:
    'For hair and beauty salons, barbers, nail studios and day spas: service menus, bookings and no-shows, client care, retail and the team.',
  categories: [
    {
      id: 'marketing',
      name: 'Marketing',
      prompts: [
        {
          id: 'salon-service-menu',
          title: 'Service menu descriptions',
          task: 'Describe each service so clients book the right one and the right length.',
          text: `Write service menu descriptions for [SALON NAME]:

[SERVICE, LENGTH, PRICE OR "FROM" PRICE, WHAT IS INCLUDED; ONE PER LINE]

Each: 20 to 35 words, what happens, who it suits, and how long it lasts between visits if I gave it. Add a note under colour services about the patch test we require: [OUR PATCH-TEST POLICY]. Warm and clear, no exaggerated claims.`,
          tool: 'any',
        },
        {
          id: 'salon-before-after-captions',
          title: 'Captions for before-and-after posts',
          task: 'Write captions for transformation photos that explain the work and invite bookings.',
          text: `Write 5 Instagram captions for before-and-after photos from [SALON NAME]. The clients gave written consent to be shown.

For each photo: [SERVICE, PRODUCTS OR TECHNIQUE, TIME TAKEN, STYLIST NAME]

Each caption under 70 words: what we did in plain words, one aftercare tip, the stylist’s handle [HANDLE], and how to book ([LINK]). Up to 6 hashtags mixing technique and location ([TOWN]). No filters or edits should be implied that were not used.`,
          tool: 'any',
        },
        {
          id: 'salon-quiet-day-promo',
          title: 'Fill quiet weekday slots',
          task: 'Create an offer and messages to fill quiet days without discounting everything.',
          text: `Our quiet times at [SALON NAME] are [DAYS AND HOURS]. Our busy times are [DAYS].

Suggest 4 ways to fill the quiet times that do not cut our regular prices across the board (for example an add-on, a service only offered then, a bundle). For the best two, write the text message to opted-in clients (under 160 characters with "Reply STOP to opt out") and an Instagram story sequence of 3 frames.`,
          tool: 'any',
        },
        {
          id: 'salon-gift-card-campaign',
          title: 'Gift card campaign',
          task: 'Promote gift cards before holidays and occasions.',
          text: `Plan a gift card campaign for [SALON NAME] for [OCCASION, E.G. MOTHER’S DAY].

Gift card options: [AMOUNTS OR SERVICES, WHERE TO BUY, EXPIRY]

Give: a reception desk sign (under 25 words), an email to clients (under 120 words, subject line under 40 characters), two social posts, and a line for receptionists to say at checkout. Include the expiry and terms in plain words, and remind me to check them against local gift card rules.`,
          tool: 'any',
        },
        {
          id: 'salon-bridal-package',
          title: 'Bridal and event package page',
          task: 'Describe bridal and event services with trial, timing and terms.',
          text: `Write a bridal and events page for [SALON NAME].

Packages: [WHAT EACH INCLUDES, PRICE, TRIAL INCLUDED OR NOT]
On-location services: [TRAVEL AREA, FEE, EARLY START FEE]
Booking terms: [DEPOSIT, CANCELLATION, HOW FAR AHEAD TO BOOK]

Sections: a short intro, the packages, how the day works in a timeline, booking terms, and 6 FAQs (trial timing, group size, skin prep, touch-ups, photos, weather).`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'client-care',
      name: 'Client care',
      prompts: [
        {
          id: 'salon-no-show-policy',
          title: 'Deposit and no-show policy',
          task: 'Write a fair deposit and late-cancellation policy and how to explain it.',
          text: `Write a deposit, late-arrival and no-show policy for [SALON NAME].

Our rules: [DEPOSIT AMOUNT AND FOR WHICH SERVICES, CANCELLATION NOTICE, FEES, GRACE PERIOD FOR LATENESS]

Give: the policy for the website (under 150 words, friendly but clear), a one-line version for booking confirmations, and a script for the receptionist when a client disputes a fee.`,
          tool: 'any',
        },
        {
          id: 'salon-unhappy-colour-reply',
          title: 'Reply to a client unhappy with their colour',
          task: 'Answer a disappointed client and offer a fix, in private first.',
          text: `A client messaged us after a colour appointment:

"[PASTE THE MESSAGE]"

What happened from our notes: [SERVICE, FORMULA CHANGES, WHAT WAS DISCUSSED]
Our redo policy: [E.G. FREE ADJUSTMENT WITHIN 7 DAYS]

Write a private reply: thank them for telling us, acknowledge how they feel, do not argue about the result, offer the adjustment appointment with two suggested times, and name the stylist or senior colourist who will see them. Under 120 words.`,
          tool: 'any',
        },
        {
          id: 'salon-consultation-questions',
          title: 'Consultation question card',
          task: 'Ask the right questions before a cut, colour or treatment.',
          text: `Write a consultation card for [SERVICE TYPE, E.G. COLOUR / FACIALS / LASH EXTENSIONS] at [SALON NAME].

Include: the client’s goal in their words, history (previous treatments, products used at home), allergies and sensitivities, anything we must know for safety ([E.G. MEDICATIONS THAT AFFECT SKIN TREATMENTS, PREGNANCY]), lifestyle and upkeep, budget, and the agreed plan with the client’s initials. Keep it to one page. The safety questions are for the therapist to read and, where in doubt, to ask the client to check with their doctor.`,
          tool: 'any',
        },
        {
          id: 'salon-aftercare-card',
          title: 'Aftercare card for a service',
          task: 'Send clients home with clear aftercare instructions.',
          text: `Write an aftercare card for [SERVICE] at [SALON NAME], based on our own instructions:

[YOUR AFTERCARE STEPS AND TIMINGS]

Format: the first 48 hours, the following weeks, products we suggest ([PRODUCTS]), and when to contact us. Under 150 words, friendly. Keep our timings exactly; do not add new instructions.`,
          tool: 'any',
        },
        {
          id: 'salon-rebooking-prompt',
          title: 'Rebooking at checkout',
          task: 'Help staff rebook clients before they leave, naturally.',
          text: `Write rebooking lines for staff at [SALON NAME] to use at checkout, for these services:

[SERVICE AND THE USUAL GAP BETWEEN VISITS; ONE PER LINE]

For each service, a one-sentence suggestion the stylist says at the chair and a follow-up line at the desk. Then a text message for clients who did not rebook, sent [DAYS] days before they would be due (under 160 characters).`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'retail-sales',
      name: 'Retail & sales',
      prompts: [
        {
          id: 'salon-retail-recommendations',
          title: 'Product recommendations without pressure',
          task: 'Teach staff to recommend take-home products honestly.',
          text: `Write a short guide for stylists at [SALON NAME] on recommending retail products.

Our main lines: [PRODUCT, WHAT IT DOES, PRICE; ONE PER LINE]

Include: when in the appointment to mention products, how to link a product to something the client said, 6 example lines for common hair or skin concerns, and how to accept a "no" gracefully. Only claims the manufacturer makes; no medical claims.`,
          tool: 'any',
        },
        {
          id: 'salon-membership-plan',
          title: 'Monthly membership plan',
          task: 'Design a monthly membership for regular services.',
          text: `Design a monthly membership at [SALON NAME] for [SERVICE, E.G. BLOW-DRIES OR FACIALS].

Current price per service: [PRICE]. Typical visits per month: [NUMBER]. Our cost per service: [COST].

Give 2 membership options with what each includes, the price, our margin per month, and the rules (rollover, pausing, cancellation). Then write the one-page explainer for clients, with the cancellation terms in plain words.`,
          tool: 'any',
        },
        {
          id: 'salon-upgrade-scripts',
          title: 'Add-on service suggestions',
          task: 'Offer add-ons that genuinely suit the client.',
          text: `List natural add-ons for these services at [SALON NAME]:

[MAIN SERVICE: POSSIBLE ADD-ONS WITH PRICE AND EXTRA MINUTES]

For each pairing, a one-line reason it helps the client and a short line the stylist can say. Include a rule: only offer an add-on when the booking has the time for it ([HOW WE CHECK]).`,
          tool: 'any',
        },
        {
          id: 'salon-price-increase-notice',
          title: 'Price increase notice',
          task: 'Tell clients about new prices with notice and without apologising too much.',
          text: `Write a notice to clients of [SALON NAME] about new prices from [DATE].

Changes: [SERVICE: OLD PRICE, NEW PRICE]
Why: [TRUE REASONS, E.G. PRODUCT COSTS, TRAINING]

An email under 150 words, a sign for reception (under 30 words), and a line for stylists to say if a client asks. Thank clients for their loyalty; keep existing booked appointments at old prices if that is our choice: [YES/NO].`,
          tool: 'any',
        },
        {
          id: 'salon-google-reviews-reply-mix',
          title: 'Replies to a week of reviews',
          task: 'Answer good and mixed reviews in the salon’s voice.',
          text: `Here are this week’s reviews of [SALON NAME]:

[PASTE THE REVIEWS]

Reply to each in under 60 words, thanking them and naming the stylist if the review does. For mixed reviews, thank them, acknowledge the specific point, and invite them to contact [MANAGER] at [PHONE OR EMAIL]. Vary the wording; never reveal any details of a client’s appointment the reviewer did not mention.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'team',
      name: 'Team',
      prompts: [
        {
          id: 'salon-stylist-job-ad',
          title: 'Job ad for a stylist or therapist',
          task: 'Attract stylists or therapists with a clear offer on pay and growth.',
          text: `Write a job ad for a [STYLIST / BARBER / NAIL TECHNICIAN / SPA THERAPIST] at [SALON NAME].

Pay model: [COMMISSION, HOURLY, BOOTH RENTAL, OR A MIX, WITH FIGURES]
Education: [TRAINING AND COURSES WE PAY FOR]
Schedule: [DAYS, EVENINGS, WEEKENDS]
Must have: [LICENCE, EXPERIENCE, PORTFOLIO]

Explain the pay model in plain numbers with a labelled example week, under 280 words, and how to apply with a portfolio link.`,
          tool: 'any',
        },
        {
          id: 'salon-apprentice-training-plan',
          title: 'Assistant or apprentice training plan',
          task: 'Plan how an assistant progresses to taking their own clients.',
          text: `Create a [MONTHS]-month training plan for a new assistant at [SALON NAME] who wants to become a [ROLE].

Skills to learn in order: [LIST]
Training time available: [E.G. TUESDAY EVENINGS, MODEL NIGHTS]

A month-by-month table: skills, how they practise, who signs them off, and the test before they take paying clients for that service. Add a one-page agreement on how assistant pay changes at each stage: [OUR PAY STEPS].`,
          tool: 'any',
        },
        {
          id: 'salon-hygiene-checklist',
          title: 'Hygiene and tool-cleaning checklist',
          task: 'Turn your hygiene routine into a checklist for every station.',
          text: `Write a station hygiene checklist for [SALON NAME] from our current routine:

[DESCRIBE HOW YOU CLEAN TOOLS, TOWELS, CHAIRS, BASINS, FOOT SPAS, AND THE DISINFECTANT AND CONTACT TIMES YOU USE]

A checklist for between clients, end of day and weekly. Keep our products and contact times exactly as I gave them. At the end, list what our state or local board usually checks so I can confirm it against their current rules.`,
          tool: 'any',
        },
        {
          id: 'salon-team-targets-meeting',
          title: 'Monthly one-to-one with a stylist',
          task: 'Run a supportive review of a stylist’s month with clear figures.',
          text: `Prepare a one-to-one with [STYLIST NAME] at [SALON NAME].

Their month: [CLIENTS SEEN, REBOOKING RATE, RETAIL SALES, AVERAGE BILL, NEW CLIENTS, REVIEWS]
Last month’s goals: [GOALS]

Give: 2 things to praise (specific), 1 area to focus on with a practical action, 4 questions to ask them, and next month’s goals agreed in the meeting (leave blanks for their input).`,
          tool: 'any',
        },
        {
          id: 'salon-photo-consent-form',
          title: 'Photo consent form and posting rules',
          task: 'Get written consent before client photos go online, and set posting rules for staff.',
          text: `Write two documents for [SALON NAME]:

1. A short client photo consent form: what photos we take, where they may appear ([WEBSITE, INSTAGRAM, STYLIST ACCOUNTS]), whether the face is shown, how to withdraw consent ([HOW]), and a signature line.
2. Posting rules for staff (one page): consent first, no photos of other clients in the background, tagging only with permission, how long we keep photos, and what to do if a client asks for a post to come down.

Plain words. Put a note at the top of the consent form: “Check against local privacy rules before use”.`,
          tool: 'any',
        },
      ],
    },
  ],
};
