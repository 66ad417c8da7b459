import type { ReactNode } from 'react';
import { brand } from '../../../../common/brand';
import { BackHeader, Container } from '../../components/marketing-ui';

/** The frame of the checkout, order success and access pages: the brand, a way back, the page. */
export function CommerceFrame({
  backLink,
  children,
}: {
  backLink: { label: string; to: string };
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-slate-50">
      <BackHeader brandName={brand.name} backLink={backLink} />
      <main id="main" className="py-8 sm:py-12">
        <Container className="max-w-5xl">{children}</Container>
      </main>
    </div>
  );
}
