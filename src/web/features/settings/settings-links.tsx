import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { SettingsCard } from '@/web/ui/settings-card';

const LINKS = [
  {
    to: '/dashboard/my-foods',
    label: 'Meus alimentos',
    hint: 'Alimentos do rótulo e receitas suas, que aparecem primeiro na busca e na análise.',
  },
  {
    to: '/fontes',
    label: 'Fontes dos dados nutricionais',
    hint: 'TACO, medidas caseiras do IBGE e as fórmulas das metas.',
  },
  { to: '/help', label: 'Central de Ajuda', hint: 'Perguntas frequentes e fale conosco.' },
  { to: '/termos', label: 'Termos de uso', hint: 'As regras de uso do Nutri.' },
  { to: '/privacidade', label: 'Política de privacidade', hint: 'Quais dados guardamos e por quê.' },
  { to: '/limitacoes', label: 'Limitações e responsabilidade', hint: 'O que a IA pode e não pode fazer.' },
];

/** Settings → 'Sobre e documentos' (#sobre): sources, help and the legal pages. */
export function SettingsLinks() {
  return (
    <SettingsCard id="sobre" title="Sobre e documentos" icon={BookOpen}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="flex flex-col rounded-xl border border-slate-200 px-4 py-3 hover:border-brand-700 hover:bg-brand-50"
            >
              <span className="font-semibold text-brand-800">{link.label}</span>
              <span className="text-sm text-slate-600">{link.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </SettingsCard>
  );
}
