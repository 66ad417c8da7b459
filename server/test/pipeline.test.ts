import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact, ContactPage, SavedContact } from '../../common/contracts/crm';
import type { Prospect, SavedProspect } from '../../common/contracts/growth';
import { crmContacts, kpiEntries, prospects } from '../src/db/schema';
import { createTestApp, signedInUser, type TestApp } from './helpers';

// One pipeline: a CRM contact is a person, a prospect is a deal with that person. What a user of
// both screens notices: each person once, each side showing the other, stages carried across and
// counted once.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function newUser() {
  const { cookie, user } = await signedInUser(t);
  const call = (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const contacts = async (query = ''): Promise<Contact[]> =>
    ((await call('GET', `/api/crm/contacts${query}`)).json() as ContactPage).items;
  const contact = async (id: string): Promise<Contact> =>
    (await call('GET', `/api/crm/contacts/${id}`)).json();
  const deals = async (contactId: string): Promise<Prospect[]> =>
    (await call('GET', `/api/crm/contacts/${contactId}/deals`)).json().items;
  const addDeal = async (body: object): Promise<SavedProspect> => {
    const response = await call('POST', '/api/prospects', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const move = async (id: string, status: string) => {
    const response = await call('PUT', `/api/prospects/${id}`, { status });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SavedProspect;
  };
  return { id: user.id, call, contacts, contact, deals, addDeal, move };
}

const tomorrow = () => new Date(Date.now() + 24 * 3600 * 1000).toISOString();

describe('each person once', () => {
  it('a prospect with a contact person appears in the CRM, and the same address in any case is that person', async () => {
    const u = await newUser();
    const deal = await u.addDeal({
      companyName: 'Lopez Dental',
      contactName: 'Maria Lopez',
      email: 'maria@lopez.example',
      phone: '+1 512 555 0142',
      industry: 'Dental',
    });
    expect(deal.existingPerson).toBe(false);
    expect(deal.contactId).toMatch(/^[0-9a-f-]{36}$/);
    const [maria] = await u.contacts();
    expect(maria).toMatchObject({
      id: deal.contactId,
      name: 'Maria Lopez',
      email: 'maria@lopez.example',
      phone: '+1 512 555 0142',
      company: 'Lopez Dental',
      industry: 'Dental',
      status: 'lead',
    });

    // The CRM's form with her address in capitals: her, not a second Maria.
    const again = await u.call('POST', '/api/crm/contacts', {
      name: 'María López',
      email: 'MARIA@lopez.example',
      position: 'Owner',
      phone: '000',
    });
    expect(again.statusCode).toBe(200);
    const saved: SavedContact = again.json();
    expect(saved).toMatchObject({
      id: maria.id,
      existingPerson: true,
      name: 'Maria Lopez',
      phone: '+1 512 555 0142',
      // Only what she did not have yet is taken from the form.
      position: 'Owner',
    });
    expect(await u.contacts()).toHaveLength(1);

    // A second deal typed with her address is hers too.
    const second = await u.addDeal({ companyName: 'Lopez Ortho', email: 'Maria@Lopez.example' });
    expect(second).toMatchObject({
      existingPerson: true,
      contactId: maria.id,
      contactName: 'Maria Lopez',
    });
    expect(await u.contacts()).toHaveLength(1);
    expect((await u.deals(maria.id)).map((d) => d.companyName)).toEqual([
      'Lopez Ortho',
      'Lopez Dental',
    ]);
  });

  it('two people of one company stay two; a name alone never merges; another account is never touched', async () => {
    const u = await newUser();
    const other = await newUser();
    await other.addDeal({ companyName: 'Acme', contactName: 'Ann', email: 'ann@acme.example' });
    await u.addDeal({ companyName: 'Acme', contactName: 'Ann', email: 'ann@acme.example' });
    await u.addDeal({ companyName: 'Acme', contactName: 'Bob', email: 'bob@acme.example' });
    await u.addDeal({ companyName: 'Acme', contactName: 'Bob' });
    expect((await u.contacts()).map((c) => c.name).sort()).toEqual(['Ann', 'Bob', 'Bob']);
    expect(await other.contacts()).toHaveLength(1);
    const [theirAnn] = await other.contacts();
    expect(await other.deals(theirAnn.id)).toHaveLength(1);
    // Someone else's person cannot be named as a deal's person.
    const foreign = await u.call('POST', '/api/prospects', {
      companyName: 'Stolen',
      contactId: theirAnn.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Contact not found');
    expect((await u.call('GET', `/api/crm/contacts/${theirAnn.id}/deals`)).statusCode).toBe(404);
    const stolen = await t.db.select().from(prospects).where(eq(prospects.companyName, 'Stolen'));
    expect(stolen).toHaveLength(0);
  });

  it('a company-only prospect has no person; an edit that names one makes or finds them', async () => {
    const u = await newUser();
    const known = (
      await u.call('POST', '/api/crm/contacts', { name: 'Kim Known', email: 'kim@known.example' })
    ).json() as SavedContact;
    const deal = await u.addDeal({ companyName: 'Nobody Yet' });
    expect(deal).toMatchObject({ contactId: null, contactName: '', email: '' });
    expect(await u.contacts()).toHaveLength(1);
    const linked = (
      await u.call('PUT', `/api/prospects/${deal.id}`, { email: 'KIM@known.example' })
    ).json() as SavedProspect;
    expect(linked).toMatchObject({
      contactId: known.id,
      contactName: 'Kim Known',
      existingPerson: true,
    });
    // Editing the deal's person edits that person, seen in the CRM.
    await u.call('PUT', `/api/prospects/${deal.id}`, { phone: '555 0100' });
    expect((await u.contact(known.id)).phone).toBe('555 0100');
    expect(await u.contacts()).toHaveLength(1);
  });

  it('refuses to give a contact an address another of the user’s contacts has, and changes nothing', async () => {
    const u = await newUser();
    const ann = (
      await u.call('POST', '/api/crm/contacts', { name: 'Ann', email: 'ann@x.example' })
    ).json();
    const bob = (
      await u.call('POST', '/api/crm/contacts', { name: 'Bob', email: 'bob@x.example' })
    ).json();
    const clash = await u.call('PUT', `/api/crm/contacts/${bob.id}`, {
      name: 'Bob',
      email: 'ANN@x.example',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('Another of your contacts already has this email');
    expect((await u.contact(bob.id)).email).toBe('bob@x.example');
    // Her own address in another case is still hers to keep.
    const own = await u.call('PUT', `/api/crm/contacts/${ann.id}`, {
      name: 'Ann',
      email: 'Ann@X.example',
    });
    expect(own.statusCode).toBe(200);
  });

  it('adds one person when the same address is sent many times at once', async () => {
    const u = await newUser();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0
          ? u.call('POST', '/api/crm/contacts', { name: 'Twin', email: 'twin@x.example' })
          : u.call('POST', '/api/prospects', { companyName: `Co ${i}`, email: 'TWIN@x.example' }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 201)).toBe(true);
    const people = await t.db.select().from(crmContacts).where(eq(crmContacts.userId, u.id));
    expect(people).toHaveLength(1);
    const linked = await t.db.select().from(prospects).where(eq(prospects.userId, u.id));
    expect(linked.every((p) => p.contactId === people[0].id)).toBe(true);
  });
});

describe('both sides see each other', () => {
  it('a contact card lists the person’s deals and adds one; a prospect shows the next follow-up', async () => {
    const u = await newUser();
    const sam = (
      await u.call('POST', '/api/crm/contacts', { name: 'Sam Stone', company: 'Stone Law' })
    ).json() as SavedContact;
    expect(await u.deals(sam.id)).toEqual([]);
    const deal = await u.addDeal({
      companyName: 'Stone Law',
      estimatedValue: 2500,
      contactId: sam.id,
    });
    expect(deal).toMatchObject({
      contactId: sam.id,
      contactName: 'Sam Stone',
      existingPerson: false,
      nextFollowUpAt: null,
    });
    expect(await u.deals(sam.id)).toEqual([
      expect.objectContaining({ id: deal.id, status: 'new', estimatedValue: 2500 }),
    ]);
    const when = tomorrow();
    const planned = await u.call('POST', '/api/crm/follow-ups', {
      contactId: sam.id,
      title: 'Send the proposal',
      followUpDate: when,
    });
    expect(planned.statusCode, planned.body).toBe(201);
    const [listed] = (await u.call('GET', '/api/prospects')).json().items as Prospect[];
    expect(listed.nextFollowUpAt).toBe(new Date(when).toISOString());
  });

  it('CRM search finds a person by name, email or company', async () => {
    const u = await newUser();
    await u.addDeal({
      companyName: 'Harbor Bakery',
      contactName: 'Hana Ito',
      email: 'hana@bake.example',
    });
    await u.addDeal({ companyName: 'Other', contactName: 'Zed', email: 'zed@other.example' });
    for (const term of ['hana', 'BAKE.example', 'harbor']) {
      expect((await u.contacts(`?search=${encodeURIComponent(term)}`)).map((c) => c.name)).toEqual([
        'Hana Ito',
      ]);
    }
  });

  it('deleting a contact keeps their deals, and Undo links them back', async () => {
    const u = await newUser();
    const deal = await u.addDeal({
      companyName: 'Keep Co',
      contactName: 'Kept',
      email: 'k@keep.example',
    });
    const removed = await u.call('DELETE', `/api/crm/contacts/${deal.contactId}`);
    expect(removed.statusCode).toBe(200);
    const [orphan] = (await u.call('GET', '/api/prospects')).json().items as Prospect[];
    expect(orphan).toMatchObject({ id: deal.id, companyName: 'Keep Co', contactId: null });
    const restored = await u.call('POST', '/api/crm/contacts/restore', {
      contactId: deal.contactId,
    });
    expect(restored.statusCode).toBe(200);
    const [back] = (await u.call('GET', '/api/prospects')).json().items as Prospect[];
    expect(back).toMatchObject({ contactId: deal.contactId, contactName: 'Kept' });
  });
});

describe('stages carry across', () => {
  it('won makes a client, every deal lost makes closed_lost, reopening makes a prospect', async () => {
    const u = await newUser();
    const first = await u.addDeal({
      companyName: 'One',
      contactName: 'Pat',
      email: 'pat@x.example',
    });
    const second = await u.addDeal({ companyName: 'Two', email: 'pat@x.example' });
    const pat = first.contactId!;
    expect((await u.contact(pat)).status).toBe('lead');
    await u.move(first.id, 'contacted');
    expect((await u.contact(pat)).status).toBe('prospect');
    await u.move(first.id, 'closed_lost');
    // One deal is still open: Pat is not lost.
    expect((await u.contact(pat)).status).toBe('prospect');
    await u.move(second.id, 'closed_lost');
    expect((await u.contact(pat)).status).toBe('closed_lost');
    await u.move(second.id, 'qualified');
    expect((await u.contact(pat)).status).toBe('prospect');
    await u.move(second.id, 'closed_won');
    expect((await u.contact(pat)).status).toBe('client');

    // A status set by hand in the CRM stays until a deal moves again.
    const byHand = await u.call('PUT', `/api/crm/contacts/${pat}`, {
      name: 'Pat',
      email: 'pat@x.example',
      status: 'lead',
    });
    expect(byHand.statusCode).toBe(200);
    expect((await u.contact(pat)).status).toBe('lead');
    await u.call('PUT', `/api/prospects/${first.id}`, { notes: 'no stage change' });
    expect((await u.contact(pat)).status).toBe('lead');
  });

  it('a deal typed straight into a late stage makes its person at that status', async () => {
    const u = await newUser();
    const won = await u.addDeal({ companyName: 'W', contactName: 'Winner', status: 'closed_won' });
    const lost = await u.addDeal({ companyName: 'L', contactName: 'Loser', status: 'closed_lost' });
    const worked = await u.addDeal({
      companyName: 'P',
      contactName: 'Worked',
      status: 'proposal_sent',
    });
    expect((await u.contact(won.contactId!)).status).toBe('client');
    expect((await u.contact(lost.contactId!)).status).toBe('closed_lost');
    expect((await u.contact(worked.contactId!)).status).toBe('prospect');
  });
});

describe('KPIs count once', () => {
  it('per deal and stage, whichever screen moved it, and a meeting follow-up once', async () => {
    const u = await newUser();
    const deal = await u.addDeal({
      companyName: 'Count Co',
      contactName: 'Cy',
      email: 'cy@x.example',
    });
    // Moved on the tracker, then again from the contact card (the same call with the same deal).
    await u.move(deal.id, 'closed_won');
    await u.move(deal.id, 'qualified');
    await u.move(deal.id, 'closed_won');
    await Promise.all([u.move(deal.id, 'closed_won'), u.move(deal.id, 'closed_won')]);
    const meeting = await u.call('POST', '/api/crm/follow-ups', {
      contactId: deal.contactId,
      type: 'meeting',
      title: 'Kick-off',
      followUpDate: tomorrow(),
    });
    expect(meeting.statusCode).toBe(201);
    const followUpId = meeting.json().id;
    await u.call('PATCH', `/api/crm/follow-ups/${followUpId}`, { completed: true });
    await u.call('PATCH', `/api/crm/follow-ups/${followUpId}`, { completed: false });
    const entries = await t.db
      .select()
      .from(kpiEntries)
      .where(and(eq(kpiEntries.userId, u.id), eq(kpiEntries.automatic, true)));
    expect(entries.map((e) => e.kpiType).sort()).toEqual(['deals_closed', 'meetings_scheduled']);
  });
});
