import type { IndustryLibrary } from './types';

export const homeServices: IndustryLibrary = {
  id: 'home-services',
  name: 'Home services (plumbing, HVAC, cleaning)',
  description:
    'For plumbers, HVAC technicians, electricians, cleaners, pest control and lawn care: service calls, quotes, maintenance plans, reviews and field teams.',
  categories: [
    {
      id: 'customer-service',
      name: 'Customer service',
      prompts: [
        {
          id: 'homeservices-booking-confirmation',
          title: 'Booking confirmation with arrival window',
          task: 'Confirm a service call and prepare the customer for the visit.',
          text: `Write a booking confirmation (text and email) for [COMPANY NAME], a [TRADE] company.

Include: the arrival window ([E.G. 8-10 AM]), the technician’s first name and that we text when they are on the way, what the visit costs ([CALL-OUT OR DIAGNOSTIC FEE AND WHETHER IT IS CREDITED TO THE REPAIR]), how to prepare ([E.G. CLEAR ACCESS TO THE WATER HEATER, SECURE PETS]), and how to reschedule ([PHONE OR LINK]). Text under 300 characters, email under 150 words.`,
          tool: 'any',
        },
        {
          id: 'homeservices-on-the-way-text',
          title: '"On the way" and running-late texts',
          task: 'Keep customers informed on the day so nobody waits at home wondering.',
          text: `Write three short texts for [COMPANY NAME] technicians to send from the van:

1. On the way, with the technician’s name, photo link [LINK] and estimated arrival.
2. Running late, with an honest new estimate and an option to rebook.
3. Finished: a summary line, the invoice link, and a thank-you.

Each under 200 characters, using {first_name}, {tech_name} and {eta}.`,
          tool: 'any',
        },
        {
          id: 'homeservices-damage-complaint-reply',
          title: 'Reply to a property-damage complaint',
          task: 'Respond to a customer who says the technician damaged something.',
          text: `A customer wrote:

"[PASTE THE COMPLAINT]"

What we know: [TECHNICIAN’S ACCOUNT, PHOTOS TAKEN BEFORE AND AFTER, JOB NOTES]
Our process: [E.G. A MANAGER VISITS WITHIN 48 HOURS, INSURANCE CLAIM IF NEEDED]

Write a reply that takes the complaint seriously, does not admit or deny fault before we inspect, explains the next step with a date, and names who will contact them. Under 150 words. Then list what to record for our insurer.`,
          tool: 'any',
          tip: 'Tell your insurer about possible claims early, before you agree to anything; many policies require it.',
        },
        {
          id: 'homeservices-emergency-faq',
          title: 'After-hours emergency guidance',
          task: 'Tell customers what to do in an emergency before the technician arrives.',
          text: `Write an "In an emergency" page for [COMPANY NAME], a [TRADE] company.

Situations we handle: [E.G. BURST PIPE, NO HEAT, GAS SMELL, ELECTRICAL SPARKING]
Our after-hours number and fee: [DETAILS]

For each situation: the safe first steps (for example where the main water shut-off usually is), what not to do, and when to call emergency services or the utility instead of us (always for a gas smell: leave the building first). Short, numbered steps. Mark each safety step “VERIFY” for our senior technician to confirm.`,
          tool: 'any',
        },
        {
          id: 'homeservices-review-replies',
          title: 'Review replies that mention the technician',
          task: 'Reply to reviews so technicians get credit and searchers see the service.',
          text: `Reply to these reviews of [COMPANY NAME]:

[PASTE THE REVIEWS]

For positive ones: thank them, name the technician if they did, mention the service and town naturally ([SERVICE] in [TOWN]) once. For negative ones: acknowledge, no excuses, invite them to call [MANAGER NAME] at [PHONE]. Each under 70 words, varied.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'sales-quotes',
      name: 'Sales & quotes',
      prompts: [
        {
          id: 'homeservices-good-better-best',
          title: 'Good, better, best options',
          task: 'Present three repair or replacement options so the customer chooses.',
          text: `Turn this job into three options for the customer, from [COMPANY NAME]:

The problem: [WHAT THE TECHNICIAN FOUND]
Option details: [REPAIR / PARTIAL REPLACEMENT / FULL REPLACEMENT, WITH PRICES, WARRANTY, EXPECTED LIFE, ENERGY SAVINGS IF KNOWN]

For each: a plain name, what we do, price, warranty, and who it suits. No scare tactics; say honestly when the cheapest option is reasonable. End with financing if offered: [TERMS].`,
          tool: 'any',
        },
        {
          id: 'homeservices-quote-follow-up',
          title: 'Follow up on an unaccepted quote',
          task: 'Chase a quote politely and find out what is holding the customer back.',
          text: `Write a 3-message follow-up for a quote from [COMPANY NAME] for [JOB] at [PRICE], sent [DATE].

Day 2: check they received it and offer to answer questions.
Day 7: one useful fact about the job ([E.G. HOW LONG THE PART IS AVAILABLE, SEASONAL DEMAND]) and a question.
Day 21: a short last message that makes it easy to say "not now".

Text or email, each under 90 words, using {first_name}. No fake deadlines.`,
          tool: 'any',
        },
        {
          id: 'homeservices-maintenance-plan',
          title: 'Maintenance plan offer',
          task: 'Design and explain a yearly maintenance plan.',
          text: `Design a maintenance plan for [COMPANY NAME]’s [SERVICE, E.G. FURNACE AND AC] customers.

Our costs: [TECHNICIAN TIME PER VISIT, PARTS, TRAVEL]
What we could include: [E.G. 2 TUNE-UPS, PRIORITY BOOKING, 10% OFF REPAIRS, NO OVERTIME CHARGES]

Give 2 tiers with price and our margin, the terms in plain words (renewal, cancellation), and a one-page explainer for customers. Then a 30-second script for technicians to mention it at the end of a visit.`,
          tool: 'any',
        },
        {
          id: 'homeservices-price-objection',
          title: 'Answers to price objections',
          task: 'Help technicians answer "That’s too expensive" honestly.',
          text: `Write answers for [COMPANY NAME] technicians to common price objections:

1. "The other company quoted less."
2. "Can you just do the cheapest fix?"
3. "I’ll get my brother-in-law to do it."
4. "Why does the call-out cost so much?"

What makes our price what it is: [E.G. LICENSED TECHNICIANS, WARRANTY, STOCKED VANS, CLEAN-UP]. Each answer under 60 words, respectful, and where the customer’s choice is reasonable, say so. Add a line on safety or permits where it applies ([E.G. GAS WORK NEEDS A LICENSED FITTER]).`,
          tool: 'any',
        },
        {
          id: 'homeservices-cleaning-quote',
          title: 'Cleaning quote from a walk-through',
          task: 'Turn walk-through notes into a clear residential or office cleaning quote.',
          text: `Write a cleaning quote from [COMPANY NAME] for [CLIENT] at [ADDRESS OR TYPE OF PROPERTY].

Walk-through notes: [ROOMS, FLOORING, SPECIAL AREAS, PETS, FREQUENCY WANTED]
Our rates: [HOURLY OR FLAT RATES, SUPPLIES, DEEP-CLEAN FIRST VISIT]

Sections: what is included room by room, what is not included, frequency and price per visit, first-visit deep clean price, how access and keys work, our satisfaction policy ([POLICY]), and how to accept. Under 350 words.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'marketing',
      name: 'Marketing',
      prompts: [
        {
          id: 'homeservices-service-area-pages',
          title: 'Service-area page for one town',
          task: 'Write a useful page for a town you serve, not a copy of every other page.',
          text: `Write a service-area page for [COMPANY NAME] for [TOWN].

Local facts I know: [E.G. OLDER HOMES WITH GALVANISED PIPES, HARD WATER, COMMON HEATING TYPES]
Jobs we have done there: [TYPES OF JOBS, NO CUSTOMER NAMES]
Response time to this town: [TIME]

Under 400 words: what homeowners there commonly need and why, the services we offer there, response time, and a call to action. Use only local facts I gave; mark anything that needs checking “VERIFY”.`,
          tool: 'any',
        },
        {
          id: 'homeservices-seasonal-checklist',
          title: 'Seasonal home checklist as a lead magnet',
          task: 'Write a helpful seasonal checklist homeowners want to keep.',
          text: `Write a [SEASON] home checklist from [COMPANY NAME], a [TRADE] company in [REGION].

12 to 15 tasks homeowners can do themselves safely, grouped by area, each with one line on why it matters. Mark clearly which jobs need a professional. End with our contact and a seasonal offer: [OFFER]. Printable on one page.`,
          tool: 'any',
        },
        {
          id: 'homeservices-van-wrap-and-flyer',
          title: 'Door-hanger for neighbours of a job',
          task: 'Write a door-hanger to leave on neighbouring homes after a job.',
          text: `Write a door-hanger for [COMPANY NAME] to leave at neighbours’ doors after a job on their street.

Message: we were working nearby on [TYPE OF JOB], a short credential ([E.G. LICENSED AND INSURED, FAMILY-OWNED SINCE 2009]), an offer for the street ([OFFER AND EXPIRY]), and [PHONE, WEBSITE]. Front under 15 words, back under 50 words.`,
          tool: 'any',
        },
        {
          id: 'homeservices-how-to-video-script',
          title: 'Short how-to video script',
          task: 'Script a 45-second safe DIY tip video that builds trust.',
          text: `Write a 45-second video script for [COMPANY NAME]: "[TOPIC, E.G. HOW TO FIND AND TURN OFF YOUR MAIN WATER VALVE]".

Format: hook (one line), 4 steps shown on camera with what the viewer sees, one safety warning, and a close telling viewers when to call a professional. Spoken, short sentences, for [TECHNICIAN NAME] to say to a phone camera. Mark the safety line “VERIFY”.`,
          tool: 'any',
        },
        {
          id: 'homeservices-email-past-customers',
          title: 'Email to past customers before the busy season',
          task: 'Book maintenance before the rush with a short email to past customers.',
          text: `Write an email from [COMPANY NAME] to past customers before [SEASON, E.G. THE FIRST COLD SNAP].

Offer: [E.G. TUNE-UP AT $X UNTIL DATE, PRIORITY FOR PLAN MEMBERS]
Why now: [E.G. WAIT TIMES GO UP WHEN IT TURNS COLD]

Subject line under 45 characters, body under 120 words, one booking button, and unsubscribe and address lines.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'field-operations',
      name: 'Field operations & team',
      prompts: [
        {
          id: 'homeservices-job-notes-to-invoice',
          title: 'Technician notes to customer summary',
          task: 'Turn rushed job notes into a clear summary on the invoice.',
          text: `Turn these technician notes into a job summary for the customer’s invoice from [COMPANY NAME]:

[PASTE THE NOTES]

Format: what we found, what we did, parts used, recommendations (marked "recommended" or "urgent" exactly as the technician marked them), and warranty on the work ([WARRANTY]). Plain words, under 150 words. Do not add recommendations the technician did not make.`,
          tool: 'any',
        },
        {
          id: 'homeservices-technician-job-ad',
          title: 'Job ad for a technician or cleaner',
          task: 'Hire technicians or cleaners with a clear offer on pay, van and schedule.',
          text: `Write a job ad for a [ROLE, E.G. SERVICE PLUMBER / HVAC TECHNICIAN / RESIDENTIAL CLEANER] at [COMPANY NAME] in [AREA].

Facts: [PAY RANGE OR HOURLY, ON-CALL ROTA AND PAY, VEHICLE, TOOLS, TRAINING, BENEFITS]
Must have: [LICENCE, DRIVING LICENCE, BACKGROUND CHECK, EXPERIENCE]

Under 250 words, honest about on-call and physical demands, with 3 short screening questions.`,
          tool: 'any',
        },
        {
          id: 'homeservices-van-stock-list',
          title: 'Van stock list and restock routine',
          task: 'Standardise what every van carries and how it is restocked.',
          text: `Create a van stock list for [COMPANY NAME] technicians doing [TYPES OF JOBS].

Parts we use most: [LIST OR PASTE LAST QUARTER’S PARTS USAGE]

Give: a standard list with minimum quantities, grouped by bin, and a weekly restock routine (who counts, how orders are placed, how missing items are reported). Keep it to 2 pages.`,
          tool: 'any',
        },
        {
          id: 'homeservices-safety-toolbox-talk',
          title: 'Weekly safety talk',
          task: 'Run a 10-minute safety talk with your field team.',
          text: `Write a 10-minute safety talk for [COMPANY NAME]’s field team on [TOPIC, E.G. LADDER SAFETY / WORKING IN ATTICS IN SUMMER / CHEMICAL HANDLING].

Structure: why it matters (one real-world type of incident, without invented statistics), 5 key practices, 3 questions to ask the team, and a sign-in sheet line. Plain spoken language. Mark anything regulatory “VERIFY” against [OSHA OR LOCAL REGULATOR].`,
          tool: 'any',
        },
        {
          id: 'homeservices-cleaning-room-checklist',
          title: 'Room-by-room cleaning standard',
          task: 'Give cleaners one standard so every visit is the same quality.',
          text: `Write a room-by-room cleaning standard for [COMPANY NAME]’s [REGULAR / DEEP / MOVE-OUT] clean.

Rooms: [KITCHEN, BATHROOMS, BEDROOMS, LIVING AREAS, ETC.]
Products and colour-coded cloths we use: [DETAILS]

For each room: the tasks in order (top to bottom, dry to wet), the product for each surface, and a 3-point quality check before leaving. End with the closing routine (photos, lock-up, key return).`,
          tool: 'any',
        },
      ],
    },
  ],
};
