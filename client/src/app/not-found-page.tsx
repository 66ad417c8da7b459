import { Link } from 'react-router';
import { appText, notFoundText } from '../../../content/app-text';
import { Button } from '../components/ui/button';

export function NotFoundPage() {
  return (
    <main className="flex min-h-[70vh] flex-col items-center justify-center px-4 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-950">{notFoundText.title}</h1>
      <p className="mt-2 text-slate-600">{notFoundText.body}</p>
      <Button asChild className="mt-6">
        <Link to="/">{appText.backToHome}</Link>
      </Button>
    </main>
  );
}
