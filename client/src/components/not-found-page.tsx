import { Link } from 'react-router';
import { brand } from '../../../common/brand';
import { appText, notFoundText } from '../../../content/app-text';
import { Button } from './ui/button';
import { BackHeader } from './marketing-ui';

function NotFoundBody() {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center px-4 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-950">{notFoundText.title}</h1>
      <p className="mt-2 text-slate-600">{notFoundText.body}</p>
      <Button asChild className="mt-6">
        <Link to="/">{appText.backToHome}</Link>
      </Button>
    </div>
  );
}

/** The 404 screen inside the site's frame; signed-in users get it inside the signed-in shell. */
export function NotFoundPage({ isInShell = false }: { isInShell?: boolean }) {
  if (isInShell) return <NotFoundBody />;
  return (
    <div className="min-h-screen bg-slate-50">
      <BackHeader brandName={brand.name} backLink={{ label: appText.backToHome, to: '/' }} />
      <main id="main">
        <NotFoundBody />
      </main>
    </div>
  );
}
