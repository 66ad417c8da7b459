import { describe, expect, it } from 'vitest';
import { certificateVerifyUrl, linkedInAddUrl } from './certificate-share';

describe('sharing a certificate', () => {
  const certificate = {
    id: 'Xy_9-abcDEF0123456789a',
    course: 'AI Agency Foundations: the four structured modules',
    // Late on 31 December in UTC: the month and year printed are December 2026.
    issuedAt: '2026-12-31T23:30:00.000Z',
  };
  const verifyUrl = certificateVerifyUrl('https://launchpad.example', certificate.id);

  it('points the verify link at the public certificate page', () => {
    expect(verifyUrl).toBe('https://launchpad.example/certificates/Xy_9-abcDEF0123456789a');
  });

  it('fills LinkedIn’s add-certification form from the certificate', () => {
    const url = new URL(linkedInAddUrl(certificate, 'Agency Launchpad', verifyUrl));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: certificate.course,
      organizationName: 'Agency Launchpad',
      issueYear: '2026',
      issueMonth: '12',
      certUrl: verifyUrl,
      certId: certificate.id,
    });
    // Spaces and the colon are encoded, so the name arrives whole.
    expect(url.search).toContain('name=AI%20Agency%20Foundations%3A%20the');
  });
});
