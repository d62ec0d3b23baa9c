/**
 * /privacidade, item 3: each purpose with its legal basis (LGPD arts. 7 and 11)
 * and how long its data is kept (decision 0046). The figures are the code's:
 * login attempts (rate-limiter windows, 24 h), sessions (30 days idle,
 * session.ts), reset links (30 min), token use in the audit log (hourly).
 */
const PURPOSES = [
  {
    purpose: 'Conta e acesso: cadastro, login, sessões, verificação em duas etapas',
    basis: 'Execução do contrato (art. 7º, V)',
    retention: 'Enquanto a conta existir. Sessões: até 30 dias sem uso, ou até você sair.',
  },
  {
    purpose:
      'Dados de saúde: refeições, fotos, análises, água, peso, perfil, metas e conversas com a nutricionista virtual',
    basis:
      'O seu consentimento específico e destacado, dado na caixa própria do cadastro e retirável em Configurações (art. 11, I)',
    retention:
      'Enquanto a conta existir. Retirado o consentimento, nada novo é tratado; o que já existe fica visível só para você até você excluir.',
  },
  {
    purpose: 'Cobrança da assinatura e notas fiscais',
    basis: 'Execução do contrato (art. 7º, V) e obrigação legal (art. 7º, II)',
    retention: 'Pelo prazo da lei fiscal (5 anos), mesmo após a exclusão da conta.',
  },
  {
    purpose: 'Segurança: limites de tentativas, alertas de acesso, atividade da conta',
    basis:
      'Legítimo interesse (art. 7º, IX) e garantia da prevenção à fraude e da segurança do titular (art. 11, II, g)',
    retention:
      'Tentativas de login: até 24 horas. Links de troca de senha: 30 minutos. Atividade da conta: enquanto a conta existir.',
  },
  {
    purpose: 'E-mails do serviço: boas-vindas, avisos do teste e da assinatura, alertas de acesso',
    basis: 'Execução do contrato (art. 7º, V); resumos e lembretes opcionais, desligáveis em Configurações',
    retention: 'Enquanto a conta existir.',
  },
  {
    purpose: 'Atendimento pela Central de Ajuda',
    basis: 'Execução do contrato (art. 7º, V)',
    retention: 'Enquanto a conta existir.',
  },
] as const;

export function PrivacyPurposes() {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Finalidades, bases legais e prazos de guarda</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Finalidade
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Base legal
            </th>
            <th scope="col" className="py-2 font-semibold">
              Por quanto tempo
            </th>
          </tr>
        </thead>
        <tbody>
          {PURPOSES.map((row) => (
            <tr key={row.purpose} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-2 pr-3 font-medium">
                {row.purpose}
              </th>
              <td className="py-2 pr-3">{row.basis}</td>
              <td className="py-2">{row.retention}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
