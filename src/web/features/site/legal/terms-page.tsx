import { LEGAL_DOCUMENTS } from '@/contracts/legal';
import { MIN_AGE_YEARS } from '@/contracts/onboarding';
import { LAUNCH_OFFER_LAST_SECOND, LAUNCH_PRICE_CENTS, REGULAR_PRICE_CENTS } from '@/domain/billing/pricing';
import { TRIAL_DAYS } from '@/domain/billing/trial';
import { formatBrl } from '@/web/lib/format';
import { deadlineText } from '../offer-facts';
import { useContactInfo } from '@/web/features/help/contact-info';
import { Clause, Items, LegalLayout, Mail } from './legal-layout';

const doc = LEGAL_DOCUMENTS.terms;

/** /termos — the terms of use; the version accepted at sign-up is recorded (src/contracts/legal.ts). */
export function TermsPage() {
  const { supportEmail } = useContactInfo();
  return (
    <LegalLayout
      doc={doc}
      summary="Estas são as regras para usar o Nutri: o que o serviço oferece, como funcionam o teste grátis, a assinatura e o cancelamento, e o que cabe a você e a nós."
    >
      <Clause title="1. O serviço">
        <p>
          O Nutri é um serviço on-line de educação alimentar. Você registra refeições por foto ou por descrição, vê
          estimativas de calorias e nutrientes calculadas com a Tabela Brasileira de Composição de Alimentos (TACO),
          acompanha metas e conversa com uma nutricionista virtual, que é um modelo de inteligência artificial de um
          provedor externo.
        </p>
        <p>
          O Nutri não presta serviço de saúde: não faz diagnóstico, não prescreve dietas e não substitui nutricionistas,
          médicos ou outros profissionais. Os limites do serviço estão em{' '}
          <a href={LEGAL_DOCUMENTS.limitations.path} className="font-semibold text-brand-700 underline">
            {LEGAL_DOCUMENTS.limitations.title}
          </a>
          , que fazem parte destes Termos.
        </p>
      </Clause>
      <Clause title="2. Conta">
        <Items>
          <li>Para criar uma conta você precisa ter {MIN_AGE_YEARS} anos ou mais e informar dados verdadeiros.</li>
          <li>
            Ao criar a conta, você aceita estes Termos, a{' '}
            <a href={LEGAL_DOCUMENTS.privacy.path} className="font-semibold text-brand-700 underline">
              Política de Privacidade
            </a>{' '}
            e o aviso de saúde. Registramos a versão de cada documento aceita e o momento do aceite.
          </li>
          <li>
            Você é responsável por manter sua senha em segredo. Se suspeitar de uso indevido, troque a senha e avise o
            suporte.
          </li>
        </Items>
      </Clause>
      <Clause title={`3. Teste grátis de ${TRIAL_DAYS} dias`}>
        <p>
          O teste começa automaticamente quando a conta é criada, não pede cartão e dá acesso aos recursos do plano
          Premium por {TRIAL_DAYS} dias. Nada é cobrado durante o teste. Se você não assinar até o fim do teste, o
          acesso aos recursos Premium termina, sem nenhuma cobrança.
        </p>
      </Clause>
      <Clause title="4. Assinatura, preço e pagamento">
        <Items>
          <li>
            O plano Premium é mensal e cobrado no cartão de crédito (Visa, Mastercard, Elo ou American Express), por
            meio de um provedor de pagamentos. O Nutri não armazena o número do cartão.
          </li>
          <li>
            Oferta de lançamento: cadastros feitos até {deadlineText(LAUNCH_OFFER_LAST_SECOND)} (horário de Brasília)
            puderam assinar por {formatBrl(LAUNCH_PRICE_CENTS)}/mês, preço mantido enquanto a assinatura continuar
            ativa. Depois desse prazo, o preço para novas assinaturas é de {formatBrl(REGULAR_PRICE_CENTS)}/mês.
          </li>
          <li>
            O preço que vale para você é o mostrado no momento da assinatura. Qualquer reajuste será avisado por e-mail
            com pelo menos 30 dias de antecedência, e você poderá cancelar antes que ele se aplique.
          </li>
        </Items>
      </Clause>
      <Clause title="5. Cancelamento e reembolso">
        <Items>
          <li>Você pode cancelar a qualquer momento em Configurações, sem multa e sem fidelidade.</li>
          <li>Cancelando durante o teste, nada é cobrado.</li>
          <li>Cancelando depois, o acesso continua até o fim do período já pago e não há nova cobrança.</li>
          <li>
            O direito de arrependimento do art. 49 do Código de Defesa do Consumidor (7 dias a partir da contratação)
            pode ser exercido pelo e-mail do suporte.
          </li>
        </Items>
      </Clause>
      <Clause title="6. Uso aceitável">
        <p>
          Não use o Nutri para fins ilegais, não envie conteúdo de terceiros sem autorização nem imagens que não sejam
          de alimentos, não tente acessar dados de outras pessoas e não sobrecarregue o serviço com acessos
          automatizados. Podemos suspender contas que violem estas regras, avisando o motivo.
        </p>
      </Clause>
      <Clause title="7. Inteligência artificial e conteúdo">
        <p>
          As respostas e identificações da IA são geradas automaticamente e podem conter erros; confira sempre os itens
          antes de salvar. Os números nutricionais vêm da TACO, não da IA. Você continua dono das fotos e textos que
          envia e nos autoriza a processá-los apenas para prestar o serviço, como descrito na Política de Privacidade.
        </p>
      </Clause>
      <Clause title="8. Responsabilidade">
        <p>
          Trabalhamos para manter o Nutri disponível e correto, mas o serviço pode ter interrupções e as estimativas
          podem ter imprecisões. Nos limites da lei, o Nutri não responde por decisões de saúde tomadas apenas com base
          nas informações do aplicativo. Nada nestes Termos limita os seus direitos como consumidor.
        </p>
      </Clause>
      <Clause title="9. Mudanças nestes Termos">
        <p>
          Cada versão destes Termos tem número e data. Quando mudarem, avisaremos por e-mail e no aplicativo e pediremos
          um novo aceite antes de você continuar usando o serviço.
        </p>
      </Clause>
      <Clause title="10. Lei aplicável e contato">
        <p>
          Estes Termos seguem a lei brasileira. Fica eleito o foro do seu domicílio. Dúvidas: <Mail to={supportEmail} />
          .
        </p>
      </Clause>
    </LegalLayout>
  );
}
