import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followUpUndoMessages, type Contact, type FollowUp } from '../../common/contracts/crm';
import { createTestApp, signedInUser, type TestApp } from './helpers';

// Follow-ups can be edited (PUT) and deleted (DELETE) by their owner; anyone else gets 404 and
// nothing changes.

let t: TestApp;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (cookie: string | undefined, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('follow-up edit and delete', () => {
  it('the owner edits every field, then deletes it; another user gets 404 for both', async () => {
    const alice = await signedInUser(t);
    const bob = await signedInUser(t);
    const first: Contact = (
      await call(alice.cookie, 'POST', '/api/crm/contacts', { name: 'First' })
    ).json();
    const second: Contact = (
      await call(alice.cookie, 'POST', '/api/crm/contacts', { name: 'Second' })
    ).json();
    const created: FollowUp = (
      await call(alice.cookie, 'POST', '/api/crm/follow-ups', {
        contactId: first.id,
        title: 'Call',
        followUpDate: tomorrow(),
      })
    ).json();

    const date = new Date(Date.now() + 3 * 86_400_000);
    date.setUTCMilliseconds(0);
    const edit = {
      contactId: second.id,
      type: 'meeting',
      title: 'Demo meeting',
      description: 'Bring the deck',
      followUpDate: date.toISOString(),
    };
    expect(
      (await call(bob.cookie, 'PUT', `/api/crm/follow-ups/${created.id}`, edit)).statusCode,
    ).toBe(404);
    const edited = await call(alice.cookie, 'PUT', `/api/crm/follow-ups/${created.id}`, edit);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: created.id,
      contactId: second.id,
      contactName: 'Second',
      type: 'meeting',
      title: 'Demo meeting',
      description: 'Bring the deck',
    });
    expect(new Date(edited.json().followUpDate).getTime()).toBe(date.getTime());

    // A contact that is not hers, or a title left empty, changes nothing.
    const bobContact: Contact = (
      await call(bob.cookie, 'POST', '/api/crm/contacts', { name: 'Bob' })
    ).json();
    expect(
      (
        await call(alice.cookie, 'PUT', `/api/crm/follow-ups/${created.id}`, {
          ...edit,
          contactId: bobContact.id,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(alice.cookie, 'PUT', `/api/crm/follow-ups/${created.id}`, { ...edit, title: '' }))
        .statusCode,
    ).toBe(400);

    expect((await call(bob.cookie, 'DELETE', `/api/crm/follow-ups/${created.id}`)).statusCode).toBe(
      404,
    );
    const deleted = await call(alice.cookie, 'DELETE', `/api/crm/follow-ups/${created.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: created.id, restorableUntil: expect.any(String) });
    const list: FollowUp[] = (await call(alice.cookie, 'GET', '/api/crm/follow-ups')).json().items;
    expect(list.map((f) => f.id)).not.toContain(created.id);
    expect(
      (await call(alice.cookie, 'DELETE', `/api/crm/follow-ups/${created.id}`)).statusCode,
    ).toBe(404);
    expect((await call(alice.cookie, 'DELETE', '/api/crm/follow-ups/not-an-id')).statusCode).toBe(
      404,
    );
  });
});

describe('follow-up delete and undo', () => {
  const restore = (cookie: string, followUpId: unknown) =>
    call(cookie, 'POST', '/api/crm/follow-ups/restore', { followUpId });

  it('Undo puts back the same follow-up (id, dates) once, and its contact takes its place again', async () => {
    const alice = await signedInUser(t);
    const bob = await signedInUser(t);
    const due: Contact = (
      await call(alice.cookie, 'POST', '/api/crm/contacts', { name: 'Due' })
    ).json();
    await call(alice.cookie, 'POST', '/api/crm/contacts', { name: 'Newer' });
    const created: FollowUp = (
      await call(alice.cookie, 'POST', '/api/crm/follow-ups', {
        contactId: due.id,
        title: 'Call back',
        followUpDate: tomorrow(),
      })
    ).json();
    const before: FollowUp[] = (await call(alice.cookie, 'GET', '/api/crm/follow-ups')).json()
      .items;
    const order = async () =>
      (
        (await call(alice.cookie, 'GET', '/api/crm/contacts?sort=next-follow-up')).json() as {
          items: Contact[];
        }
      ).items.map((c) => c.name);
    expect(await order()).toEqual(['Due', 'Newer']);

    expect(
      (await call(alice.cookie, 'DELETE', `/api/crm/follow-ups/${created.id}`)).statusCode,
    ).toBe(200);
    expect(await order()).toEqual(['Newer', 'Due']);
    // Bob cannot restore Alice's deletion, nor learn that it exists.
    const bobs = await restore(bob.cookie, created.id);
    expect(bobs.statusCode).toBe(404);
    expect(bobs.json().message).toBe(followUpUndoMessages.nothingToRestore);

    const answers = await Promise.all([1, 2, 3].map(() => restore(alice.cookie, created.id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404]);
    const restored = answers.find((a) => a.statusCode === 200)!.json();
    expect(restored.message).toBe(followUpUndoMessages.restored);
    expect(restored.followUp).toEqual(before.find((f) => f.id === created.id));
    expect((await call(alice.cookie, 'GET', '/api/crm/follow-ups')).json().items).toEqual(before);
    expect(await order()).toEqual(['Due', 'Newer']);
  });

  it('answers 404 and changes nothing when there is nothing to restore', async () => {
    const alice = await signedInUser(t);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await restore(alice.cookie, id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe(followUpUndoMessages.nothingToRestore);
    }
    for (const body of [{}, { followUpId: '' }, { followUpId: 5 }]) {
      const response = await call(alice.cookie, 'POST', '/api/crm/follow-ups/restore', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it("keeps the copy while its contact is deleted, and restores it after the contact's Undo", async () => {
    const { cookie } = await signedInUser(t);
    const who: Contact = (await call(cookie, 'POST', '/api/crm/contacts', { name: 'Who' })).json();
    const created: FollowUp = (
      await call(cookie, 'POST', '/api/crm/follow-ups', {
        contactId: who.id,
        title: 'Visit',
        followUpDate: tomorrow(),
      })
    ).json();
    expect((await call(cookie, 'DELETE', `/api/crm/follow-ups/${created.id}`)).statusCode).toBe(
      200,
    );
    expect((await call(cookie, 'DELETE', `/api/crm/contacts/${who.id}`)).statusCode).toBe(200);
    expect((await restore(cookie, created.id)).statusCode).toBe(404);
    expect((await call(cookie, 'GET', '/api/crm/follow-ups')).json().items).toEqual([]);
    expect(
      (await call(cookie, 'POST', '/api/crm/contacts/restore', { contactId: who.id })).statusCode,
    ).toBe(200);
    expect((await restore(cookie, created.id)).statusCode).toBe(200);
    const list: FollowUp[] = (await call(cookie, 'GET', '/api/crm/follow-ups')).json().items;
    expect(list.map((f) => f.id)).toEqual([created.id]);
  });
});
