import '@/web/styles.css';

/**
 * Script of the pre-rendered landing page (site.html). The page is complete
 * without it — links, sections and the FAQ work as plain HTML — so React and
 * the page's code load after the document and its pictures (the `load`
 * event): on a slow phone they never compete with the first paint. Only
 * React and the landing page: the app's screens, router and data layer load
 * when the visitor goes to /signup or /login.
 */
const hydrate = () => void import('./hydrate-landing').then((m) => m.hydrateLanding());
if (document.readyState === 'complete') hydrate();
else window.addEventListener('load', hydrate, { once: true });
