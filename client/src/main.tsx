import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { EmailVerifiedNotice } from './app/email-verified-notice';
import { createQueryClient, Providers } from './app/providers';
import './styles.css';

const app = (
  <StrictMode>
    <Providers client={createQueryClient()}>
      <BrowserRouter>
        <EmailVerifiedNotice />
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

const root = document.getElementById('root')!;
// Public pages arrive prerendered: keep their HTML and attach to it.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
