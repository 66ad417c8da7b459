import { describe, expect, it } from 'vitest';
import { ContactBody, crmMessages, FollowUpBody } from './crm';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('ContactBody', () => {
  it('needs only a name and fills in the defaults', () => {
    expect(ContactBody.parse({ name: '  Ann  ' })).toEqual({
      name: 'Ann',
      email: '',
      phone: '',
      company: '',
      position: '',
      industry: '',
      address: '',
      leadSource: '',
      dealValue: null,
      notes: '',
      status: 'lead',
    });
  });

  it('says "Name is required" and "Invalid email"', () => {
    expect(firstMessage(ContactBody.safeParse({ name: ' ' }))).toBe(crmMessages.nameRequired);
    expect(firstMessage(ContactBody.safeParse({}))).toBe(crmMessages.nameRequired);
    expect(firstMessage(ContactBody.safeParse({ name: 'Ann', email: 'ann@' }))).toBe(
      crmMessages.invalidEmail,
    );
    expect(ContactBody.safeParse({ name: 'Ann', email: '' }).success).toBe(true);
  });

  it('accepts deal values in dollars and cents only', () => {
    expect(ContactBody.parse({ name: 'A', dealValue: 0.3 }).dealValue).toBe(0.3);
    expect(ContactBody.parse({ name: 'A', dealValue: 19.99 }).dealValue).toBe(19.99);
    expect(firstMessage(ContactBody.safeParse({ name: 'A', dealValue: 1.234 }))).toBe(
      crmMessages.dealValueCents,
    );
    expect(firstMessage(ContactBody.safeParse({ name: 'A', dealValue: Number.NaN }))).toBe(
      crmMessages.dealValueNumber,
    );
  });
});

describe('FollowUpBody', () => {
  it('defaults the type to call and says what is missing', () => {
    const result = FollowUpBody.safeParse({});
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      crmMessages.contactRequired,
      crmMessages.titleRequired,
      crmMessages.followUpDateRequired,
    ]);
    expect(
      FollowUpBody.parse({
        contactId: 'c',
        title: 'Call',
        followUpDate: '2030-01-01T10:00:00.000Z',
      }).type,
    ).toBe('call');
  });
});
