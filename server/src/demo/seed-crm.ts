import type { ContactBody } from '../../../common/contracts/crm';
import type { ProspectStatus } from '../../../common/growth-rules';
import type { Db } from '../db/client';
import { prospects, prospectStatusChanges } from '../db/schema';
import { buildContact, buildFollowUp } from './factories';

const DAY_MS = 24 * 60 * 60 * 1000;

type DemoContact = Partial<ContactBody> & {
  name: string;
  /** The person's deal in the prospect tracker, at this stage. */
  deal?: ProspectStatus;
  followUps?: Array<{
    type: 'call' | 'email' | 'meeting' | 'task';
    title: string;
    description?: string;
    /** Days from the seeding moment, at 10:00 UTC. */
    inDays: number;
    completed?: boolean;
  }>;
};

/** A small, believable pipeline for the demo account: every stage and every follow-up state. */
const demoContacts: DemoContact[] = [
  {
    name: 'Maria Lopez',
    deal: 'proposal_sent',
    email: 'maria@lopezdental.example',
    phone: '(512) 555-0142',
    company: 'Lopez Family Dental',
    position: 'Practice Owner',
    industry: 'Healthcare',
    leadSource: 'Referral',
    dealValue: 4500,
    status: 'prospect',
    notes: 'Wants an AI receptionist for after-hours bookings.',
    followUps: [
      { type: 'meeting', title: 'Demo of the booking assistant', inDays: 2 },
      { type: 'email', title: 'Send the case study', inDays: -3, completed: true },
    ],
  },
  {
    name: 'James Carter',
    deal: 'new',
    email: 'james@carterhvac.example',
    company: 'Carter HVAC',
    position: 'Operations Manager',
    industry: 'Home Services',
    leadSource: 'Business leads list',
    dealValue: 2400,
    status: 'lead',
    followUps: [{ type: 'call', title: 'Discovery call', inDays: -1 }],
  },
  {
    name: 'Priya Shah',
    deal: 'closed_won',
    email: 'priya@brightpathlegal.example',
    company: 'BrightPath Legal',
    position: 'Managing Partner',
    industry: 'Legal',
    leadSource: 'LinkedIn',
    dealValue: 9800,
    status: 'client',
    notes: 'Document intake automation live since last month.',
    followUps: [{ type: 'task', title: 'Prepare the monthly results report', inDays: 6 }],
  },
  {
    name: 'Tom Becker',
    deal: 'closed_lost',
    company: 'Becker Auto Repair',
    industry: 'Automotive',
    leadSource: 'Networking event',
    dealValue: 1800,
    status: 'closed_lost',
    notes: 'Chose to wait until next year.',
  },
];

export async function seedDemoCrm(db: Db, userId: string, now = new Date()) {
  for (const { followUps = [], deal, ...fields } of demoContacts) {
    const contact = await buildContact(db, userId, fields);
    if (deal) {
      // The same person seen from the tracker: one deal each, at the stage their status tells.
      const [row] = await db
        .insert(prospects)
        .values({
          userId,
          contactId: contact.id,
          companyName: fields.company ?? fields.name,
          industry: fields.industry ?? '',
          estimatedValue: fields.dealValue ?? null,
          status: deal,
        })
        .returning({ id: prospects.id });
      await db
        .insert(prospectStatusChanges)
        .values({ userId, prospectId: row.id, fromStatus: null, toStatus: deal });
    }
    for (const { inDays, ...followUp } of followUps) {
      const day = new Date(now.getTime() + inDays * DAY_MS);
      day.setUTCHours(10, 0, 0, 0);
      await buildFollowUp(db, userId, contact.id, {
        ...followUp,
        followUpDate: day.toISOString(),
      });
    }
  }
}
