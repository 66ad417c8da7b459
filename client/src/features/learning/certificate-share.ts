import type { Certificate } from '../../../../common/contracts/learning';

/** The public page anyone can open to check a certificate. */
export const certificateVerifyUrl = (origin: string, id: string) => `${origin}/certificates/${id}`;

/**
 * LinkedIn's "Add licence or certification" form, filled from the certificate: its name, the
 * issuing organisation, the month of issue (1 to 12, in UTC as printed), the page that checks it
 * and its id. The learner reviews the form on LinkedIn before saving it.
 */
export function linkedInAddUrl(
  certificate: Pick<Certificate, 'id' | 'course' | 'issuedAt'>,
  organizationName: string,
  verifyUrl: string,
): string {
  const issued = new Date(certificate.issuedAt);
  const fields: [string, string][] = [
    ['startTask', 'CERTIFICATION_NAME'],
    ['name', certificate.course],
    ['organizationName', organizationName],
    ['issueYear', String(issued.getUTCFullYear())],
    ['issueMonth', String(issued.getUTCMonth() + 1)],
    ['certUrl', verifyUrl],
    ['certId', certificate.id],
  ];
  const query = fields.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return `https://www.linkedin.com/profile/add?${query}`;
}
