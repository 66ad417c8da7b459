import type { IndustryLibrary } from './types';

export const hospitalityRentals: IndustryLibrary = {
  id: 'hospitality-rentals',
  name: 'Hotels, B&Bs & short-term rentals',
  description:
    'For small hotels, B&Bs, guesthouses and short-term rental hosts: listings, guest messages from booking to checkout, reviews, housekeeping and house rules.',
  categories: [
    {
      id: 'listings-marketing',
      name: 'Listings & marketing',
      prompts: [
        {
          id: 'hospitality-listing-description',
          title: 'Rental listing that sets the right expectations',
          task: 'Write an Airbnb or Vrbo listing that attracts the right guests.',
          text: `Write a listing for [PROPERTY NAME], a [TYPE, E.G. 2-BEDROOM COTTAGE] in [AREA].

Facts: [SLEEPS, BEDS, BATHROOMS, KITCHEN, WORKSPACE, PARKING, WI-FI SPEED, ACCESSIBILITY, STAIRS]
Best features: [VIEW, GARDEN, WALK TO ...]
Honest drawbacks to mention: [E.G. STEEP DRIVEWAY, STREET NOISE ON FRIDAYS]
House rules: [PETS, PARTIES, QUIET HOURS]

Give: a title within [PLATFORM]’s limit, a summary of 2 sentences, "The space" by room, "Getting around", and "Things to note" with the drawbacks stated plainly. No claims about the neighbourhood’s residents.`,
          tool: 'any',
          tip: 'Stating drawbacks up front costs you few bookings and saves you many poor reviews.',
        },
        {
          id: 'hospitality-direct-booking-page',
          title: 'Direct booking page',
          task: 'Encourage repeat guests to book direct with a clear page.',
          text: `Write a direct-booking page for [PROPERTY NAME]’s website.

Why book direct: [E.G. BEST AVAILABLE RATE, FLEXIBLE CHECK-IN, NO SERVICE FEE]
Payment and cancellation: [TERMS]
Booking tool: [LINK]

Under 300 words, with a short list of benefits, terms in plain words, and 4 FAQs (payment security, cancellation, deposit, how to contact us). Check my platform’s terms: some do not allow steering guests you met through them off the platform.`,
          tool: 'any',
        },
        {
          id: 'hospitality-local-guide',
          title: 'Digital guest guidebook',
          task: 'Write a local guidebook guests actually use.',
          text: `Write a guest guidebook for [PROPERTY NAME] in [AREA].

My favourites: [RESTAURANTS, CAFÉS, WALKS, BEACHES, SHOPS, WITH ONE-LINE REASONS]
Practical: [NEAREST SUPERMARKET, PHARMACY, URGENT CARE, TAXI APP, BIN DAYS]

Sections: first evening, eat and drink, do, rainy day, practical. Use web search to check each place is still open and add opening days; list sources at the end.`,
          tool: 'web',
        },
        {
          id: 'hospitality-seasonal-promotion',
          title: 'Off-season promotion',
          task: 'Fill quiet months with an offer aimed at the right guests.',
          text: `Create an off-season promotion for [PROPERTY NAME] for [MONTHS].

Who stays then: [E.G. REMOTE WORKERS, WALKERS, COUPLES]
What we can offer: [E.G. WEEKLY DISCOUNT, LATE CHECKOUT, BREAKFAST HAMPER]

Give: 3 offer ideas with the likely cost to us, an email to past guests for the best one (under 120 words), and 2 social posts. Include the offer terms in plain words.`,
          tool: 'any',
        },
        {
          id: 'hospitality-photo-shot-list',
          title: 'Listing photo shot list',
          task: 'Plan the photos that answer guests’ questions before they ask.',
          text: `Plan the listing photos for [PROPERTY NAME].

Rooms and features: [LIST]
Questions guests ask most before booking: [E.G. IS THE SOFA BED COMFORTABLE, IS THERE PARKING]

Give the shots in the order the platform shows them, the caption for each (under 15 words), the details to stage, and which guest question each photo answers.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'guest-communication',
      name: 'Guest communication',
      prompts: [
        {
          id: 'hospitality-message-sequence',
          title: 'Guest messages from booking to checkout',
          task: 'Write the automated messages for every stage of a stay.',
          text: `Write the guest messages for [PROPERTY NAME]:

1. Booking confirmed: thanks, what happens next.
2. 3 days before: directions, parking, check-in time ([TIME]) and how access works (code sent on the day).
3. Check-in day: the access code placeholder {door_code}, Wi-Fi, and who to call: [PHONE].
4. Morning after arrival: a short check that all is well.
5. Evening before checkout: checkout time ([TIME]) and the 3 things we ask ([E.G. RUN THE DISHWASHER, BINS, KEYS]).
6. After checkout: thanks and a gentle review request.

Each under 90 words, friendly, using {guest_name}.`,
          tool: 'any',
        },
        {
          id: 'hospitality-house-rules',
          title: 'House rules that guests read',
          task: 'Write short house rules that explain the reason behind each one.',
          text: `Write house rules for [PROPERTY NAME].

Rules: [E.G. NO PARTIES, QUIET HOURS 10PM-8AM, MAX GUESTS, PETS, SMOKING, HOT TUB USE, RUBBISH]
Reasons guests should know: [E.G. NEIGHBOURS CLOSE BY, LOCAL LICENCE CONDITIONS]
Consequences: [E.G. FEES STATED IN THE LISTING]

At most 10 rules, each one line plus a short reason, friendly but firm. Then a 3-line version for the door.`,
          tool: 'any',
        },
        {
          id: 'hospitality-review-reply-cleanliness',
          title: 'Reply to a review about cleanliness',
          task: 'Answer a cleanliness complaint publicly, so future guests trust you.',
          text: `Reply publicly to this review of [PROPERTY NAME]:

"[PASTE THE REVIEW]"

What we found and did: [E.G. CLEANER MISSED THE OVEN, WE REFUNDED THE CLEANING FEE, ADDED AN OVEN CHECK TO THE LIST]

Under 90 words: thank them, acknowledge the specific problem, say what we changed, no arguing about details. Do not mention any refund or private conversation unless the guest did.`,
          tool: 'any',
        },
        {
          id: 'hospitality-early-checkin-requests',
          title: 'Answers to early check-in and late checkout requests',
          task: 'Reply to time requests consistently and offer paid options.',
          text: `Write replies for [PROPERTY NAME] to:

1. Early check-in request when the place is free the night before.
2. Early check-in request when there is a same-day turnover.
3. Late checkout request when there is no arrival that day.
4. Late checkout request when there is an arrival.

Our options and fees: [E.G. LUGGAGE DROP, EARLY CHECK-IN FROM 1PM FOR $25]. Each reply under 70 words, warm, with a clear answer.`,
          tool: 'any',
        },
        {
          id: 'hospitality-problem-during-stay',
          title: 'Reply when something breaks during a stay',
          task: 'Handle a mid-stay problem such as no hot water or Wi-Fi down.',
          text: `A guest at [PROPERTY NAME] messaged: "[PASTE THE MESSAGE]".

What I can do and when: [E.G. TECHNICIAN TOMORROW 9AM, PORTABLE HEATER TONIGHT]
Compensation I am willing to offer, if any: [OFFER]

Reply within the hour: acknowledge the problem, one or two quick checks they can try ([SAFE CHECKS, E.G. THE BREAKER SWITCH LABELLED "WATER HEATER"]), the fix and its time, and the gesture if any. Under 110 words.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'operations',
      name: 'Operations',
      prompts: [
        {
          id: 'hospitality-turnover-checklist',
          title: 'Turnover cleaning checklist with photos',
          task: 'Give cleaners a room-by-room turnover list with photo checkpoints.',
          text: `Write a turnover checklist for [PROPERTY NAME].

Rooms and special items: [E.G. HOT TUB, FIREPLACE, BBQ, CHILDREN’S COT]
Restock items and quantities: [LIST]
Time available between guests: [HOURS]

Room-by-room steps in order, restock counts, photo checkpoints to send (e.g. made beds, kitchen, bathroom), damage and lost-property reporting, and the final lock-up steps.`,
          tool: 'any',
        },
        {
          id: 'hospitality-pricing-review',
          title: 'Nightly rate review',
          task: 'Review rates against your own occupancy and local events.',
          text: `Review rates for [PROPERTY NAME] for [MONTHS].

My current rates and minimum stays: [DETAILS]
My occupancy by month last year: [FIGURES]
Local events and holidays: [LIST, OR ASK ME TO SEARCH]

Suggest rate changes by period with the reasoning, minimum-stay rules for peak and gap nights, and an orphan-night discount rule. Use web search for event dates in [AREA] and cite them. Do not quote competitor prices you cannot see.`,
          tool: 'web',
        },
        {
          id: 'hospitality-maintenance-calendar',
          title: 'Yearly maintenance calendar',
          task: 'Plan preventive maintenance around bookings.',
          text: `Create a yearly maintenance calendar for [PROPERTY NAME], a [TYPE] with [SYSTEMS, E.G. OIL BOILER, SEPTIC TANK, HOT TUB, WOOD STOVE].

Quiet months for blocking dates: [MONTHS]

A month-by-month table: task, who does it (me, cleaner, contractor), how long the property is blocked, and the estimated cost if known. Include safety checks (smoke and carbon monoxide alarms, gas or electrical certificates where required: [JURISDICTION]) and mark them “VERIFY”.`,
          tool: 'any',
        },
        {
          id: 'hospitality-damage-claim',
          title: 'Damage claim message',
          task: 'Raise a damage claim with a guest politely and with evidence.',
          text: `Write a message to a guest about damage found after their stay at [PROPERTY NAME].

What was damaged: [ITEM, WHAT HAPPENED AS FAR AS I KNOW]
Evidence: [PHOTOS BEFORE AND AFTER, CLEANER’S REPORT]
Cost: [REPAIR OR REPLACEMENT QUOTE]

Under 140 words: factual, no accusation beyond what the evidence shows, the amount and how it was calculated, and the platform’s resolution process if they disagree ([PLATFORM]). Check the platform’s deadline for claims.`,
          tool: 'any',
        },
        {
          id: 'hospitality-b-and-b-breakfast-menu',
          title: 'B&B breakfast menu and dietary form',
          task: 'Write the breakfast menu and a pre-arrival dietary form.',
          text: `Write a breakfast menu and pre-arrival dietary form for [B&B NAME].

What we serve: [DISHES, LOCAL SUPPLIERS, SERVING TIMES]
What we can adapt: [E.G. GLUTEN-FREE BREAD, VEGAN OPTION]
What we cannot guarantee: [E.G. A NUT-FREE KITCHEN]

Menu: short descriptions (under 20 words each) naming the supplier where we have one. Form: 5 questions including allergies, sent before arrival, with an honest line about cross-contact.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'staff-compliance',
      name: 'Staff & compliance',
      prompts: [
        {
          id: 'hospitality-housekeeper-job-ad',
          title: 'Job ad for a housekeeper or cleaner',
          task: 'Hire reliable cleaners for turnovers, including weekends.',
          text: `Write a job ad for a [HOUSEKEEPER / TURNOVER CLEANER] for [PROPERTY NAME OR COMPANY] in [AREA].

Facts: [PAY PER TURNOVER OR HOURLY, TYPICAL HOURS, WEEKENDS, TRANSPORT NEEDED, SUPPLIES PROVIDED]
What matters: [E.G. RELIABILITY ON SATURDAYS, EYE FOR DETAIL, PHOTOS AFTER EACH CLEAN]

Under 200 words, with the peak-season schedule stated honestly, and 3 screening questions.`,
          tool: 'any',
        },
        {
          id: 'hospitality-regulation-checklist',
          title: 'Local short-term rental rules checklist',
          task: 'Find the rules that apply to your rental and what you must display or file.',
          text: `I host a [TYPE OF PROPERTY] in [CITY, COUNTY OR REGION, COUNTRY] as a [PRIMARY RESIDENCE / SECOND HOME].

Using web search, list what the local and national rules require of short-term rentals here: registration or licence, night caps, occupancy taxes, safety equipment, insurance, and what must appear in the listing. Cite the official page for each rule and the date it was published or updated. Mark anything unclear for me to confirm with the authority.`,
          tool: 'web',
          tip: 'Rules change often and differ street by street in some cities; rely on the official page, not the summary.',
        },
        {
          id: 'hospitality-emergency-info-sheet',
          title: 'Emergency information sheet for guests',
          task: 'Put the safety information guests need in one place.',
          text: `Write an emergency information sheet for [PROPERTY NAME].

Facts: [ADDRESS TO GIVE EMERGENCY SERVICES, EMERGENCY NUMBER, NEAREST HOSPITAL, FIRE EXTINGUISHER AND FIRST-AID KIT LOCATION, WATER SHUT-OFF, FUSE BOX, ESCAPE ROUTES, MY PHONE]

One page, large headings, the address and emergency number at the top, plain steps for fire, gas smell, power cut and water leak. Keep it factual from my list only.`,
          tool: 'any',
        },
        {
          id: 'hospitality-group-enquiry-reply',
          title: 'Reply to a large-group or event enquiry',
          task: 'Answer a group enquiry clearly and screen out parties politely.',
          text: `A prospective guest asked about booking [PROPERTY NAME]:

"[PASTE THE ENQUIRY]"

Our limits: [MAX GUESTS, EVENTS ALLOWED OR NOT, QUIET HOURS, SECURITY DEPOSIT, MINIMUM AGE TO BOOK]

Write a friendly reply that answers their questions, states our limits plainly, asks 3 questions about the purpose of the stay and the group, and explains the next step. Under 130 words. Do not ask about age, race, religion or other protected characteristics beyond the minimum booking age.`,
          tool: 'any',
        },
        {
          id: 'hospitality-cohost-handover',
          title: 'Handover guide for a co-host or cover',
          task: 'Write everything a co-host needs to run the property while you are away.',
          text: `Write a handover guide for [CO-HOST NAME] who will manage [PROPERTY NAME] from [DATE] to [DATE].

Include: upcoming bookings and special requests ([LIST]), the guest message schedule, the cleaner’s contact and turnover days, the maintenance contacts ([PLUMBER, ELECTRICIAN, HOT TUB SERVICE]), where spare keys and supplies are, what they may spend without asking ([AMOUNT]), and when to call me. Keep access codes out of the document; say where they are stored instead.`,
          tool: 'any',
        },
      ],
    },
  ],
};
