import './styles.css';

// Let the browser paint the prerendered page first, then fetch and run the app: on a slow
// phone the visitor reads the page while the JavaScript arrives.
requestAnimationFrame(() => setTimeout(() => void import('./start')));
