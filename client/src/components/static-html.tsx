import { lazy, useId, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { isAppPath } from '../../../common/routes';

/** Given to every part left as it is: the same string each time, so React never rewrites it. */
const leaveAsItIs = { __html: '' };

/**
 * A part of a prerendered public page that reads the same for every visitor: when React attaches
 * to the prerendered HTML, it leaves this part's HTML as it is instead of running its components
 * and matching each element (most of a marketing page's work as it loads, record 0065). Opened
 * by a link inside the app, it is drawn as usual. The links inside keep the app's own navigation
 * through one listener. Nothing inside may change after it is drawn: no state, no handlers of its
 * own, nothing that depends on who is signed in beyond what the prerendered page shows.
 */
export function StaticHtml({ children }: { children: ReactNode }) {
  const id = useId();
  const navigate = useNavigate();
  // The prerendered HTML holds this id only when React is attaching to it: ids made in the
  // browser afterwards have another form (useId's promise: the same on both sides when attaching).
  const [isAttached] = useState(
    () =>
      typeof document !== 'undefined' &&
      document.querySelector(`[data-static="${CSS.escape(id)}"]`) !== null,
  );
  const props = {
    'data-static': id,
    // Lays out nothing of its own: what it holds sits in the parent's layout as before.
    className: 'contents',
    onClick: (event: MouseEvent<HTMLDivElement>) => followAppLink(event, navigate),
  };
  if (isAttached) {
    return <div {...props} dangerouslySetInnerHTML={leaveAsItIs} suppressHydrationWarning />;
  }
  return <div {...props}>{children}</div>;
}

/**
 * A part left as prerendered HTML whose code loads only when it is drawn: a browser attaching to
 * the prerendered page never asks for it. Drawn inside the app, it waits for its code as a page
 * does (navigation keeps the page before on screen meanwhile).
 */
export function staticPart(load: () => Promise<ComponentType>): ComponentType {
  const Content = lazy(() => load().then((component) => ({ default: component })));
  return function StaticPart() {
    return (
      <StaticHtml>
        <Content />
      </StaticHtml>
    );
  };
}

/**
 * What React Router's Link does on a click, for links left as HTML: a plain left click on a link
 * to a page of the app opens it inside the app; anything else (a new tab, a download, another
 * site) is left to the browser.
 */
function followAppLink(event: MouseEvent<HTMLDivElement>, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  if (link.origin !== window.location.origin || !isAppPath(link.pathname)) return;
  event.preventDefault();
  navigate(link.pathname + link.search + link.hash);
}
