import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { BrandLogo } from '@/web/ui/brand-logo';
import { DASHBOARD_HREF, LOGIN_HREF, SECTION, TOP_NAV } from '../site-links';
import { useSignedIn } from '../use-signed-in';
import { PromoBanner } from './promo-banner';

const MENU_ID = 'menu-celular';

/**
 * The fixed (sticky) top: promotion banner, then the bar with the logo (to the
 * hero), the section links, 'Login' ('Ir para o painel' once signed in) and 'Começar Grátis' (to pricing). Below
 * `lg` the links move into a menu with an overlay; Escape, the overlay or a
 * link closes it and focus returns to the toggle.
 */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  const signedIn = useSignedIn();
  const account = signedIn ? { href: DASHBOARD_HREF, label: 'Ir para o painel' } : { href: LOGIN_HREF, label: 'Login' };

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);
  return (
    <header className="sticky top-0 z-40">
      <PromoBanner />
      <div className="border-b border-slate-200 bg-white">
        <nav aria-label="Principal" className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5">
          <a href={`#${SECTION.hero}`} className="rounded-lg" aria-label="Nutri — voltar ao início da página">
            <BrandLogo />
          </a>
          <ul className="hidden items-center gap-8 lg:flex">
            {TOP_NAV.map((item) => (
              <li key={item.section}>
                <a href={`#${item.section}`} className="font-medium text-slate-700 hover:text-brand-700">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
          <div className="flex items-center gap-2 sm:gap-4">
            <a href={account.href} className="hidden font-semibold text-slate-800 hover:text-brand-700 lg:inline">
              {account.label}
            </a>
            <a
              href={`#${SECTION.pricing}`}
              className="inline-flex h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Começar Grátis
            </a>
            <button
              ref={toggleRef}
              type="button"
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 lg:hidden"
              aria-expanded={open}
              aria-controls={MENU_ID}
              aria-label={open ? 'Fechar menu' : 'Abrir menu'}
              onClick={() => setOpen((o) => !o)}
            >
              {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
            </button>
          </div>
        </nav>
      </div>
      {open ? (
        <>
          <div className="fixed inset-0 -z-10 bg-slate-900/50 lg:hidden" aria-hidden="true" onClick={close} />
          <nav
            ref={menuRef}
            id={MENU_ID}
            aria-label="Menu"
            className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-5 pb-6 shadow-lg lg:hidden"
          >
            <ul className="flex flex-col py-2">
              {TOP_NAV.map((item) => (
                <li key={item.section}>
                  <a
                    href={`#${item.section}`}
                    onClick={close}
                    className="block rounded-lg px-2 py-3 text-lg font-medium text-slate-800 hover:bg-slate-100"
                  >
                    {item.label}
                  </a>
                </li>
              ))}
              <li>
                <a
                  href={account.href}
                  className="block rounded-lg px-2 py-3 text-lg font-medium text-slate-800 hover:bg-slate-100"
                >
                  {account.label}
                </a>
              </li>
            </ul>
            <a
              href={`#${SECTION.pricing}`}
              onClick={close}
              className="flex h-12 items-center justify-center rounded-xl bg-brand-700 font-semibold text-white hover:bg-brand-800"
            >
              Começar Grátis
            </a>
          </nav>
        </>
      ) : null}
    </header>
  );
}
