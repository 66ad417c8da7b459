import type { IndustryLibrary } from './types';

export const realEstate: IndustryLibrary = {
  id: 'real-estate',
  name: 'Real estate agents',
  description:
    'For agents, brokers and small agencies: listings, buyer and seller communication, open houses and the follow-up that wins the next instruction.',
  categories: [
    {
      id: 'listings',
      name: 'Listings',
      prompts: [
        {
          id: 'realestate-listing-description',
          title: 'Listing description from your notes',
          task: 'Write a portal listing description from walk-through notes.',
          text: `Write a listing description for [ADDRESS OR AREA].

Facts: [BEDROOMS, BATHROOMS, SQUARE FEET, LOT, YEAR BUILT, PARKING, HOA FEES]
My walk-through notes: [WHAT STANDS OUT ROOM BY ROOM, LIGHT, VIEWS, UPDATES WITH YEARS]
Nearby: [SCHOOLS, PARKS, TRANSIT, SHOPS, WITH DISTANCES]

Give a headline under 80 characters and a description of [WORD LIMIT OF THE PORTAL] words: open with the strongest feature, walk through the home in the order a buyer would, then the location. No words that describe who should live there (no "perfect for young families", "ideal for singles"), in line with fair housing rules. Only the facts given.`,
          tool: 'any',
          tip: 'Fair housing laws apply to ad copy: describe the property, not the people. Read the result once just for that.',
        },
        {
          id: 'realestate-photo-shot-list',
          title: 'Photo and video shot list',
          task: 'Tell the photographer exactly what to capture for a listing.',
          text: `Write a shot list for the photographer for [ADDRESS], a [PROPERTY TYPE].

Best features to show: [LIST]
Things to avoid in frame: [E.G. NEIGHBOUR’S YARD, A DATED BATHROOM CEILING]
Best time of day for light: [MORNING / AFTERNOON / TWILIGHT]

Give the shots in shooting order with angle and purpose, 5 vertical clips for a short video, and a prep checklist for the sellers the day before (tidy, lights, cars, pets).`,
          tool: 'any',
        },
        {
          id: 'realestate-price-reduction-talk',
          title: 'Price-reduction conversation with a seller',
          task: 'Prepare the talking points for recommending a price change.',
          text: `Prepare my talking points for a call with [SELLER NAMES] about [ADDRESS], listed at [PRICE] for [DAYS] days.

Activity so far: [VIEWINGS, ONLINE VIEWS, FEEDBACK, OFFERS]
Comparable sales and active listings: [ADDRESS, PRICE, DAYS ON MARKET, KEY DIFFERENCE; ONE PER LINE]
My recommendation: [NEW PRICE OR OPTIONS]

Structure: what we have learned from the market (facts only), the options (hold, improve presentation, reduce) with the likely outcome of each, my recommendation, and 4 objections the sellers may raise with a calm answer to each.`,
          tool: 'any',
        },
        {
          id: 'realestate-just-sold-postcard',
          title: 'Just-listed and just-sold postcards',
          task: 'Write postcard copy that wins neighbourhood listings.',
          text: `Write two postcard texts for the neighbours of [ADDRESS]: one "Just listed" and one "Just sold".

Details: [PRICE OR "PRICE ON REQUEST", DAYS ON MARKET, NUMBER OF OFFERS IF THE SELLER AGREES TO SHARE IT]
My offer to neighbours: [E.G. A FREE VALUATION, A MARKET UPDATE]

Front: headline under 8 words. Back: under 60 words and one call to action with [PHONE] and [WEBSITE]. Include my licence line: [LICENCE DETAILS].`,
          tool: 'any',
        },
        {
          id: 'realestate-neighbourhood-guide',
          title: 'Neighbourhood guide for buyers',
          task: 'Write a one-page local guide to hand out at viewings.',
          text: `Write a one-page neighbourhood guide for [NEIGHBOURHOOD], [CITY], for buyers viewing homes there.

What I know: [FAVOURITE CAFÉS, PARKS, COMMUTE TIMES, MARKETS, EVENTS]

Sections: getting around, everyday errands, outdoors, eating out, community events. Use web search to add opening details and check that every place named still exists, and list your sources at the end. Describe places, not the kind of people who live there.`,
          tool: 'web',
        },
      ],
    },
    {
      id: 'client-communication',
      name: 'Client communication',
      prompts: [
        {
          id: 'realestate-buyer-consult-agenda',
          title: 'First buyer consultation',
          task: 'Plan a first meeting with buyers and the questions to ask.',
          text: `Plan a 45-minute first consultation with [BUYER NAMES], who want to buy in [AREAS] at around [BUDGET].

Give: an agenda with times, 12 questions in order (needs, must-haves, timeline, finance, past experience), a plain explanation of how I am paid ([MY FEE ARRANGEMENT]) and what the buyer representation agreement says, and a one-page summary to email afterwards with the next three steps.`,
          tool: 'any',
          tip: 'Have your broker check how you describe the agreement and fees: the rules changed in several markets in 2024.',
        },
        {
          id: 'realestate-weekly-seller-update',
          title: 'Weekly update to sellers',
          task: 'Send sellers a clear weekly report on their listing.',
          text: `Write this week’s update email to [SELLER NAMES] about [ADDRESS].

This week: [VIEWINGS, OPEN HOUSE VISITORS, ONLINE VIEWS AND SAVES, FEEDBACK QUOTES, NEW COMPETING LISTINGS, OFFERS]
Next week: [PLANNED ACTIVITY]

Format: a 2-sentence summary, the figures as a short list, buyer feedback grouped into themes, and one recommendation. Honest, calm, under 200 words.`,
          tool: 'any',
        },
        {
          id: 'realestate-offer-explainer',
          title: 'Explain competing offers to a seller',
          task: 'Lay out several offers side by side so the seller can decide.',
          text: `Compare these offers on [ADDRESS] for my sellers:

[FOR EACH OFFER: PRICE, DEPOSIT, FINANCE TYPE AND PRE-APPROVAL, CONTINGENCIES, CLOSING DATE, ANY SPECIAL TERMS]

Make a table, then explain in plain words the risk in each (finance, inspection, appraisal gap, timing) and the likely net proceeds using [COMMISSION AND CLOSING COST ESTIMATES]. Do not recommend one: list the questions the sellers should answer to choose. Add a note that figures are estimates to confirm with the title company.`,
          tool: 'any',
        },
        {
          id: 'realestate-inspection-issues',
          title: 'Inspection findings in plain words',
          task: 'Summarise an inspection report for your buyer and draft the repair request.',
          text: `Attached is the home inspection report for [ADDRESS].

1. Summarise it for my buyers in plain words: safety items, major systems, maintenance items, and cosmetic items, each with the page number.
2. Draft a repair request for the items my buyers chose: [ITEMS], each described as the report does.

Do not estimate repair costs or say whether something is safe; mark items where a licensed contractor should give an opinion.`,
          tool: 'files',
        },
        {
          id: 'realestate-closing-checklist-email',
          title: 'Countdown-to-closing email',
          task: 'Tell buyers what happens in the last two weeks and what they must do.',
          text: `Write an email to [BUYER NAMES] closing on [ADDRESS] on [CLOSING DATE].

Include their to-do list with dates: [E.G. FINAL LOAN DOCUMENTS, HOME INSURANCE, UTILITIES, FINAL WALK-THROUGH, FUNDS TO CLOSE]. Warn them about wire fraud: they should confirm wiring instructions by phone with the title company at a number they find themselves, never from an email. Friendly, under 250 words, the to-do list as dated bullet points.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'lead-generation',
      name: 'Lead generation',
      prompts: [
        {
          id: 'realestate-open-house-follow-up',
          title: 'Open house follow-up sequence',
          task: 'Follow up with open-house visitors without pestering them.',
          text: `Write a 3-message follow-up for visitors to my open house at [ADDRESS] on [DATE], who gave their email on the sign-in sheet.

Message 1 (same evening): thank them, one fact about the home they might have missed, and the disclosure or brochure link [LINK].
Message 2 (3 days later): similar homes in [AREA] at [PRICE RANGE], and an offer to set up alerts.
Message 3 (10 days later): a short market note and a question about their timeline.

Each under 120 words, signed [NAME, BROKERAGE], with an unsubscribe line.`,
          tool: 'any',
        },
        {
          id: 'realestate-expired-listing-letter',
          title: 'Letter to an owner whose listing expired',
          task: 'Write a respectful letter to the owner of an expired listing.',
          text: `Write a letter to the owner of [ADDRESS], whose listing expired after [DAYS] days at [LAST PRICE].

What I noticed (publicly visible): [E.G. PHOTOS TAKEN AT NIGHT, NO FLOOR PLAN, PRICE ABOVE RECENT SALES]
My approach: [WHAT I WOULD DO DIFFERENTLY]

Under 200 words, do not criticise the previous agent by name, lead with empathy about the frustration, give two specific ideas, and ask for a 20-minute conversation. Check my local rules on contacting owners before I send it: the owner may be on a do-not-contact list.`,
          tool: 'any',
          tip: 'Letters are usually safer than calls for expired listings; if you do call, check the do-not-call registry first.',
        },
        {
          id: 'realestate-market-update-video',
          title: 'Monthly market-update video script',
          task: 'Script a 60-second local market update for social media.',
          text: `Write a 60-second video script for my monthly market update for [AREA].

Figures for [MONTH] (from [SOURCE, E.G. MLS]): [MEDIAN PRICE, HOMES SOLD, DAYS ON MARKET, INVENTORY, CHANGE FROM LAST YEAR]

Structure: a 5-second hook, three figures each with what it means for buyers and for sellers, one tip, and a call to action. Spoken sentences, short, naming the source on screen. No predictions about prices.`,
          tool: 'any',
        },
        {
          id: 'realestate-past-client-touch',
          title: 'Home-anniversary message to past clients',
          task: 'Stay in touch with past clients on the anniversary of their purchase.',
          text: `Write a short home-anniversary message to [CLIENT NAMES], who bought [ADDRESS] [NUMBER] years ago.

Include: a personal line ([SOMETHING YOU REMEMBER ABOUT THEM OR THE PURCHASE]), one useful thing ([E.G. A SEASONAL MAINTENANCE REMINDER, A PROPERTY-TAX APPEAL DEADLINE]), and an offer to send an updated value estimate if they are curious. Under 90 words, no sales pitch, and a gentle line that referrals are always welcome.`,
          tool: 'any',
        },
        {
          id: 'realestate-relocation-guide-email',
          title: 'Reply to a relocating buyer’s enquiry',
          task: 'Answer an out-of-town buyer’s first email with a useful plan.',
          text: `A buyer relocating from [CITY] for [REASON] emailed me:

"[PASTE THE ENQUIRY]"

Reply with: a warm welcome, 3 areas worth considering given what they said and why (commute, budget, lifestyle they described), how virtual viewings work with me, and a suggested first call. Under 220 words. Do not steer them to or away from areas based on who lives there.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'business-operations',
      name: 'Running the business',
      prompts: [
        {
          id: 'realestate-transaction-timeline',
          title: 'Transaction timeline from a contract',
          task: 'Pull every deadline from a purchase contract into a dated timeline.',
          text: `Attached is the signed purchase contract for [ADDRESS], accepted on [ACCEPTANCE DATE].

List every deadline and contingency with its calculated date, who is responsible, and the clause it comes from. Flag any date that lands on a weekend or public holiday. Present it as a table sorted by date. Do not interpret the legal effect of any clause; where wording is unclear, mark it for my broker.`,
          tool: 'files',
          tip: 'Check every date against the contract yourself: a missed deadline is expensive, and counting rules (business or calendar days) vary by form.',
        },
        {
          id: 'realestate-showing-feedback-request',
          title: 'Showing feedback request to buyer agents',
          task: 'Get useful feedback from agents who showed your listing.',
          text: `Write a short message to buyer agents who showed [ADDRESS] this week, asking for feedback.

Ask 4 questions that are quick to answer: overall interest (1 to 5), price opinion, the one thing their clients liked most, and the one thing that would stop them offering. Under 80 words, friendly, thank them for showing. Then write a one-line reminder to send 2 days later if they have not answered.`,
          tool: 'any',
        },
        {
          id: 'realestate-weekly-plan',
          title: 'Weekly prospecting plan',
          task: 'Plan a week of lead-generation activities around your appointments.',
          text: `Plan my week as an agent in [AREA].

Fixed appointments: [LIST WITH DAYS AND TIMES]
Goal this week: [E.G. 2 LISTING APPOINTMENTS]
My sources of business: [E.G. PAST CLIENTS, SPHERE, OPEN HOUSES, ONLINE LEADS]
Hours I can give to prospecting each day: [HOURS]

Give a day-by-day plan with time blocks, the number of contacts to make per block, and what to say in a one-line opener for each source. End with 3 numbers to track on Friday.`,
          tool: 'any',
        },
        {
          id: 'realestate-listing-presentation',
          title: 'Listing presentation outline',
          task: 'Build a listing presentation around the seller’s goals, not your awards.',
          text: `Outline a listing presentation for [SELLER NAMES] at [ADDRESS]. Their goals: [E.G. MOVE BY JUNE, NET AT LEAST X, MINIMAL DISRUPTION].

My marketing plan: [PHOTOS, VIDEO, PORTALS, OPEN HOUSES, EMAIL]
Comparable sales: [LIST]
My fee and what it covers: [DETAILS]

Slides in order, each with a title and 3 bullet points, starting with their goals and ending with the timeline from signing to closing. Add answers to the 3 objections sellers raise most: fee, price, and "another agent said higher".`,
          tool: 'any',
        },
        {
          id: 'realestate-social-media-policy',
          title: 'Advertising compliance check',
          task: 'Check a draft ad or post against the basic disclosure rules before it goes out.',
          text: `Check this draft [AD / SOCIAL POST / FLYER] before I publish it:

"[PASTE THE DRAFT]"

I am licensed in [STATE OR COUNTRY] with [BROKERAGE]. List anything that might break common advertising rules for agents: missing brokerage name or licence number, fair housing wording, claims I cannot prove ("#1 agent"), use of someone else’s listing without permission. For each issue, suggest a fix. End by reminding me which rules to confirm with my broker or the licensing authority.`,
          tool: 'any',
        },
      ],
    },
  ],
};
