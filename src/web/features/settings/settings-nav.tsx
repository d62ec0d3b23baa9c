/** In-page links to each section; the same anchors other screens and e-mails link to. */
export const SETTINGS_SECTIONS = [
  ['perfil', 'Perfil'],
  ['metas', 'Metas'],
  ['meta-de-peso', 'Meta de peso'],
  ['seguranca', 'Segurança'],
  ['notificacoes', 'Notificações'],
  ['aparencia', 'Aparência'],
  ['whatsapp', 'WhatsApp'],
  ['assistentes', 'Assistentes de IA'],
  ['assinatura', 'Assinatura'],
  ['privacidade', 'Privacidade'],
  ['dados', 'Seus dados'],
  ['atividade', 'Atividade'],
  ['sobre', 'Sobre'],
] as const;

export function SettingsNav() {
  return (
    <nav aria-label="Seções das configurações" className="-mx-1 overflow-x-auto">
      <ul className="flex gap-2 px-1 pb-1">
        {SETTINGS_SECTIONS.map(([id, label]) => (
          <li key={id} className="shrink-0">
            <a
              href={`#${id}`}
              className="inline-flex rounded-full border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-700 hover:text-brand-800"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
