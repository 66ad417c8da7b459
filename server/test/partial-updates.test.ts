import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmMessages, type Contact } from '../../common/contracts/crm';
import { growthMessages, type Prospect } from '../../common/contracts/growth';
import { createTestApp, signedInUser, type TestApp } from './helpers';

// An update that names only some fields changes those and keeps every other one: a client that
// sends only what changed must never blank the rest (docs/decisions/0048-every-error-at-once.md).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const callAs =
  (cookie: string) => (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const fullContact = {
  name: 'Maria Lopez',
  email: 'maria@lopezdental.example',
  phone: '555-0100',
  company: 'Lopez Dental',
  position: 'Owner',
  industry: 'Dental',
  address: '1 Main St, Springfield',
  leadSource: 'Referral',
  dealValue: 4800,
  notes: 'Wants online booking.',
  status: 'prospect',
};

describe('PUT /api/crm/contacts/:id with some fields', () => {
  it('changes only the fields it names and keeps every other one', async () => {
    const { cookie } = await signedInUser(t);
    const call = callAs(cookie);
    const created = await call('POST', '/api/crm/contacts', fullContact);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as Contact;

    const moved = await call('PUT', `/api/crm/contacts/${id}`, { status: 'client' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ ...fullContact, status: 'client' });

    const renamed = await call('PUT', `/api/crm/contacts/${id}`, {
      name: 'Maria Lopez-Diaz',
      notes: '',
      dealValue: null,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // A field sent empty is emptied; one left out is kept.
    expect(renamed.json()).toMatchObject({
      ...fullContact,
      name: 'Maria Lopez-Diaz',
      notes: '',
      dealValue: null,
      status: 'client',
    });
    expect((await call('GET', `/api/crm/contacts/${id}`)).json()).toEqual(renamed.json());
  });

  it('refuses an update that names no field, or an empty name, and changes nothing', async () => {
    const { cookie } = await signedInUser(t);
    const call = callAs(cookie);
    const created: Contact = (await call('POST', '/api/crm/contacts', fullContact)).json();
    const nothing = await call('PUT', `/api/crm/contacts/${created.id}`, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(crmMessages.nothingToUpdate);
    const noName = await call('PUT', `/api/crm/contacts/${created.id}`, { name: '  ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe(crmMessages.nameRequired);
    const { existingPerson: _existing, ...stored } = created as Contact & {
      existingPerson?: boolean;
    };
    expect((await call('GET', `/api/crm/contacts/${created.id}`)).json()).toEqual(stored);
  });
});

describe('PUT /api/prospects/:id with some fields', () => {
  const fullProspect = {
    companyName: 'Carter HVAC',
    contactName: 'James Carter',
    email: 'james@carterhvac.example',
    phone: '555-0199',
    industry: 'HVAC',
    notes: 'Missed calls after hours.',
    estimatedValue: 3200,
    status: 'new',
  };

  it('changes only the fields it names, on the deal and on its person', async () => {
    const { cookie } = await signedInUser(t);
    const call = callAs(cookie);
    const created = await call('POST', '/api/prospects', fullProspect);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as Prospect;

    for (const [change, expected] of [
      [{ status: 'contacted' }, { status: 'contacted' }],
      [{ notes: 'Call on Tuesday.' }, { status: 'contacted', notes: 'Call on Tuesday.' }],
      [
        { contactName: 'Jim Carter' },
        { status: 'contacted', notes: 'Call on Tuesday.', contactName: 'Jim Carter' },
      ],
      [
        { phone: '555-0123', estimatedValue: null },
        {
          status: 'contacted',
          notes: 'Call on Tuesday.',
          contactName: 'Jim Carter',
          phone: '555-0123',
          estimatedValue: null,
        },
      ],
    ] as const) {
      const updated = await call('PUT', `/api/prospects/${id}`, change);
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json(), JSON.stringify(change)).toMatchObject({
        ...fullProspect,
        ...expected,
      });
    }
    // The person behind the deal kept the address nobody changed.
    const person = (await call('GET', '/api/crm/contacts')).json().items as Contact[];
    expect(person).toHaveLength(1);
    expect(person[0]).toMatchObject({
      name: 'Jim Carter',
      email: fullProspect.email,
      phone: '555-0123',
    });
  });

  it('refuses an update that names no field and changes nothing', async () => {
    const { cookie } = await signedInUser(t);
    const call = callAs(cookie);
    const created: Prospect = (await call('POST', '/api/prospects', fullProspect)).json();
    const nothing = await call('PUT', `/api/prospects/${created.id}`, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(growthMessages.nothingToUpdate);
    const list = (await call('GET', '/api/prospects')).json().items as Prospect[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject(fullProspect);
  });
});
