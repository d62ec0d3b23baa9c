import { CreditCard, Lock, ShieldCheck } from 'lucide-react';
import { BrandLogo } from '@/web/ui/brand-logo';
import { useContactInfo } from '@/web/features/help/contact-info';
import { HELP_HREF, LEGAL_LINKS, LOGIN_HREF, SECTION, SIGNUP_HREF, SOURCES_HREF } from '../site-links';

const columns = (supportEmail: string) => [
  {
    title: 'Produto',
    links: [
      { href: `/#${SECTION.howItWorks}`, label: 'Como Funciona' },
      { href: `/#${SECTION.pricing}`, label: 'Planos' },
      { href: `/#${SECTION.faq}`, label: 'Perguntas frequentes' },
      { href: SIGNUP_HREF, label: 'Criar conta' },
      { href: LOGIN_HREF, label: 'Login' },
    ],
  },
  {
    title: 'Suporte',
    links: [
      { href: HELP_HREF, label: 'Central de Ajuda' },
      { href: `mailto:${supportEmail}`, label: 'Fale com o suporte' },
    ],
  },
  { title: 'Legal', links: [...LEGAL_LINKS, { href: SOURCES_HREF, label: 'Fontes' }] },
];

const BADGES = [
  { icon: CreditCard, text: 'Pagamento verificado' },
  { icon: ShieldCheck, text: 'Em conformidade com a LGPD' },
  { icon: Lock, text: 'Conexão segura (SSL)' },
];

/**
 * Section 11, second half: product, support and legal columns; payment, LGPD
 * and SSL badges; buttons back to how-it-works and pricing. Addresses start
 * with "/" so the same footer works on the legal pages.
 */
export function SiteFooter() {
  const { supportEmail, companyLine } = useContactInfo();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-6xl px-5 py-14">
        <div className="grid gap-10 md:grid-cols-[1.4fr_repeat(3,1fr)]">
          <div>
            <BrandLogo inverted />
            <p className="mt-4 max-w-xs text-sm">
              Sua nutricionista virtual 24 horas, com os números da Tabela Brasileira de Composição de Alimentos (TACO).
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <a
                href={`/#${SECTION.howItWorks}`}
                className="rounded-lg px-4 py-2 text-sm font-semibold text-white ring-1 ring-slate-600 hover:bg-slate-800"
              >
                Como funciona
              </a>
              <a
                href={`/#${SECTION.pricing}`}
                className="rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-brand-50"
              >
                Ver planos
              </a>
            </div>
          </div>
          {columns(supportEmail).map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="font-semibold text-white">{column.title}</h2>
              <ul className="mt-4 space-y-3 text-sm">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} className="hover:text-white hover:underline">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <ul className="mt-12 flex flex-wrap gap-3 border-t border-slate-700 pt-8">
          {BADGES.map(({ icon: Icon, text }) => (
            <li
              key={text}
              className="flex items-center gap-2 rounded-full px-3 py-1.5 text-xs font-medium ring-1 ring-slate-600"
            >
              <Icon className="size-4 text-emerald-400" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
        <p className="mt-6 text-xs">
          © Nutri. O Nutri não substitui a orientação de profissionais de saúde. Cartões aceitos: Visa, Mastercard, Elo
          e American Express.
        </p>
        {/* Always there, hidden while empty: the server fills the pre-rendered line (SITE_TOKENS.companyLine). */}
        <p className="mt-2 text-xs empty:hidden" data-testid="company-identity">
          {companyLine}
        </p>
      </div>
    </footer>
  );
}
