import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Dialog } from '../../components/ui/dialog';
import { ProspectForm } from '../growth/prospect-form';
import { ContactForm } from './contact-form';

/** The id and label of each field a form draws, in order. */
function fields(form: ReactNode) {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <Dialog open>{form}</Dialog>
    </QueryClientProvider>,
  );
  return [...html.matchAll(/<label[^>]*for="([^"]+)"[^>]*>([^<]*)<\/label>/g)].map(
    ([, id, label]) => `${id}: ${label}`,
  );
}

describe('the person and company fields', () => {
  it('keep the contact form’s ids and labels, the person first', () => {
    expect(fields(<ContactForm contact={null} onDone={() => {}} />).slice(0, 6)).toEqual([
      'contact-name: Name *',
      'contact-email: Email',
      'contact-phone: Phone',
      'contact-company: Company',
      'contact-industry: Industry',
      'contact-position: Position',
    ]);
  });

  it('keep the prospect form’s ids and labels, the company first', () => {
    expect(fields(<ProspectForm prospect={null} onDone={() => {}} />).slice(0, 5)).toEqual([
      'prospect-companyName: Company name *',
      'prospect-contactName: Contact name',
      'prospect-email: Email',
      'prospect-phone: Phone',
      'prospect-industry: Industry',
    ]);
  });
});
