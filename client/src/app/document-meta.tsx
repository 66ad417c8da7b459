import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { brand } from '../../../common/brand';
import { normalisePath, routesFor } from '../../../common/routes';
import { defaultMeta, metaForPath } from '../../../content/page-meta';
import { useAuth } from '../session/current-user';

function setContent(selector: string, attribute: 'content' | 'href', value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/**
 * Keeps the tab title, description, Open Graph tags and canonical link in step with the page
 * after client-side navigation. The prerendered HTML already carries them for the first page.
 */
export function DocumentMeta() {
  const { pathname } = useLocation();
  const { status } = useAuth();
  // A public page's text describes only that page: signed in, / is the home dashboard instead.
  const path = normalisePath(pathname);
  const isPrerendered = routesFor(status === 'authenticated' ? 'member' : 'visitor').some(
    (route) => route.path === path && 'prerender' in route,
  );
  useEffect(() => {
    const meta = isPrerendered
      ? metaForPath(path)
      : { ...defaultMeta, url: `${brand.siteUrl}${path}` };
    document.title = meta.title;
    setContent('meta[name="description"]', 'content', meta.description);
    setContent('meta[property="og:title"]', 'content', meta.title);
    setContent('meta[property="og:description"]', 'content', meta.description);
    setContent('meta[property="og:url"]', 'content', meta.url);
    setContent('link[rel="canonical"]', 'href', meta.url);
  }, [path, isPrerendered]);
  return null;
}
