import { describe, expect, it } from 'vitest';
import { RegisterBody, safeNextPath } from './accounts';

describe('safeNextPath', () => {
  it('keeps same-site paths', () => {
    expect(safeNextPath('/crm?tab=follow-ups')).toBe('/crm?tab=follow-ups');
  });
  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '',
    undefined,
    42,
    '/\nx',
  ])('turns %j into /', (next) => expect(safeNextPath(next)).toBe('/'));
});

describe('RegisterBody', () => {
  it('trims names and defaults the optional ones', () => {
    expect(
      RegisterBody.parse({ username: ' ann ', email: ' ann@example.com ', password: 'secret' }),
    ).toEqual({
      username: 'ann',
      email: 'ann@example.com',
      password: 'secret',
      firstName: '',
      lastName: '',
    });
  });
});
