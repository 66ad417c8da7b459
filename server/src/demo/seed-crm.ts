import type { ContactBody } from '../../../common/contracts/crm';
import type { Db } from '../db/client';
import { buildContact, buildFollowUp } from './factories';

const DAY_MS = 24 * 60 * 60 * 1000;

type DemoContact = Partial<ContactBody> & {
  name: string;
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
    company: 'Becker Auto Repair',
    industry: 'Automotive',
    leadSource: 'Networking event',
    dealValue: 1800,
    status: 'closed_lost',
    notes: 'Chose to wait until next year.',
  },
];

export async function seedDemoCrm(db: Db, userId: string, now = new Date()) {
  for (const { followUps = [], ...fields } of demoContacts) {
    const contact = await buildContact(db, userId, fields);
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
