import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { staticPart } from '../../components/static-html';

const ToolboxSalesContent = staticPart(() =>
  import('./toolbox-sales-content').then((m) => m.ToolboxSalesContent),
);

/** The toolbox sales page, /ai-toolbox: the same for every visitor. */
export function ToolboxSalesPage() {
  useAccessPageRedirect();
  return <ToolboxSalesContent />;
}

/**
 * /ai-toolbox?email=... is an old address of the purchase access page, which lives at
 * /ai-toolbox/success (docs/decisions/0011-public-site.md). Redirected after the first paint so the prerendered page hydrates cleanly.
 */
function useAccessPageRedirect() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const hasEmail = new URLSearchParams(search).has('email');
  useEffect(() => {
    if (hasEmail) navigate(`/ai-toolbox/success${search}`, { replace: true });
  }, [hasEmail, navigate, search]);
}
