import { DISCLAIMER_TEXT, LEGAL_DOCUMENTS } from '@/contracts/legal';
import { useContactInfo } from '@/web/features/help/contact-info';
import { Clause, Items, LegalLayout, Mail } from './legal-layout';

const doc = LEGAL_DOCUMENTS.limitations;

/** /limitacoes — limitations and liability; the sign-up's health disclaimer summarises it. */
export function LimitationsPage() {
  const { supportEmail } = useContactInfo();
  return (
    <LegalLayout
      doc={doc}
      summary="O que o Nutri é, o que ele não é e os cuidados que você deve ter ao usar as informações que ele mostra."
    >
      <Clause title="1. Não substitui um profissional de saúde">
        <p>
          O Nutri não substitui a consulta com nutricionista, médico ou outro profissional de saúde. Ele não faz
          diagnóstico, não prescreve dieta, suplemento ou tratamento e não acompanha doenças. Consulte um profissional
          antes de mudanças significativas na alimentação.
        </p>
        <p>
          Procure orientação profissional antes de usar o Nutri para mudar sua alimentação se você tem diabetes, doença
          renal, cardíaca ou outra condição crônica, se está grávida ou amamentando, se tem ou já teve transtorno
          alimentar, ou se usa medicamentos que dependem da dieta. O Nutri não é indicado para menores de 18 anos.
        </p>
      </Clause>
      <Clause title="2. A inteligência artificial pode errar">
        <p>
          A identificação de alimentos nas fotos e nas descrições e as respostas do chat são feitas por um modelo de
          linguagem de um provedor externo. Esses modelos não são perfeitos: podem confundir alimentos, errar porções e
          dar respostas incompletas ou incorretas com aparência de certeza.
        </p>
        <Items>
          <li>Confira os itens e as quantidades antes de salvar uma refeição.</li>
          <li>Trate as respostas do chat como informação educativa, nunca como orientação individual de saúde.</li>
          <li>Em caso de dúvida, mal-estar ou emergência, procure atendimento de saúde — não o chat.</li>
        </Items>
      </Clause>
      <Clause title="3. Os números são estimativas">
        <p>
          Calorias e nutrientes vêm da Tabela Brasileira de Composição de Alimentos (TACO, 4ª edição, NEPA/Unicamp) e
          das medidas caseiras da Pesquisa de Orçamentos Familiares do IBGE; para alimentos que a TACO não tem, do USDA
          FoodData Central (EUA), indicado em cada item. São médias de amostras: o alimento que você come pode ter
          valores diferentes conforme a variedade, o preparo e a marca. Quando a tabela não informa um nutriente, o
          Nutri mostra que o valor é desconhecido, em vez de somá-lo como zero.
        </p>
        <p>
          As metas diárias são calculadas com a equação de Mifflin–St Jeor e fatores de atividade usuais. São pontos de
          partida educativos, não uma prescrição.
        </p>
      </Clause>
      <Clause title="4. Uso por sua conta e risco">
        <p>
          As decisões sobre a sua alimentação e a sua saúde são suas. Nos limites da lei, o Nutri não responde por danos
          decorrentes de decisões tomadas apenas com base nas informações do aplicativo, sem acompanhamento
          profissional. Isso não afasta os seus direitos como consumidor.
        </p>
      </Clause>
      <Clause title="5. O que você aceita no cadastro">
        <p>Ao criar a conta, você marca a caixa com este texto, e registramos a versão {doc.version} desta página:</p>
        <blockquote className="border-l-4 border-brand-700 bg-slate-50 p-4 italic">{DISCLAIMER_TEXT}</blockquote>
      </Clause>
      <Clause title="6. Contato">
        <p>
          Dúvidas sobre estas limitações: <Mail to={supportEmail} />.
        </p>
      </Clause>
    </LegalLayout>
  );
}
