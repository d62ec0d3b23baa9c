import { DATA_CONTROLLER, LEGAL_DOCUMENTS } from '@/contracts/legal';
import { useContactInfo } from '@/web/features/help/contact-info';
import { Clause, Items, LegalLayout, Mail } from './legal-layout';
import { PrivacyPurposes } from './privacy-purposes';

const doc = LEGAL_DOCUMENTS.privacy;

/** /privacidade — privacy policy under the LGPD (Lei 13.709/2018). */
export function PrivacyPage() {
  // DPO_EMAIL (LGPD art. 41, § 1: the encarregado's contact published clearly), as the server is configured.
  const { dpoEmail } = useContactInfo();
  return (
    <LegalLayout
      doc={doc}
      summary="Como o Nutri trata os seus dados pessoais, com que finalidade e base legal, com quem eles são compartilhados, por quanto tempo ficam guardados e como você exerce os seus direitos pela Lei Geral de Proteção de Dados (LGPD)."
    >
      <Clause title="1. Quem trata os seus dados">
        <p>
          O controlador dos dados é o {DATA_CONTROLLER.name}. O encarregado pelo tratamento de dados pessoais (DPO)
          atende pelo e-mail <Mail to={dpoEmail} />; dúvidas gerais sobre privacidade:{' '}
          <Mail to={DATA_CONTROLLER.privacyEmail} />.
        </p>
      </Clause>
      <Clause title="2. Dados que coletamos">
        <Items>
          <li>
            <strong>Conta:</strong> nome, e-mail, senha (guardada apenas como resumo criptográfico Argon2id, nunca em
            texto) e, se você entrar com o Google, o identificador da conta Google e a foto de perfil.
          </li>
          <li>
            <strong>Perfil e saúde:</strong> objetivo, nível de atividade física, sexo, data de nascimento, altura,
            peso, refeições por dia e as metas calculadas. Esses dados dizem respeito à sua saúde e são dados pessoais
            sensíveis (art. 5º, II, da LGPD).
          </li>
          <li>
            <strong>Uso do serviço:</strong> refeições registradas (fotos, descrições, alimentos e quantidades), água,
            pesos e as mensagens trocadas com a nutricionista virtual.
          </li>
          <li>
            <strong>Aceites:</strong> a versão dos Termos, desta Política, do aviso de saúde e da autorização para
            tratar dados de saúde que você deu, com data e hora — e, se retirar a autorização, a data e hora da
            retirada.
          </li>
          <li>
            <strong>Atividade da conta:</strong> entradas (com senha, Google ou verificação em duas etapas, e o
            navegador), exportações, pedido de exclusão, criação e uso de tokens de assistentes, autorizações dadas e
            retiradas e mudanças na verificação em duas etapas. Você vê esta lista em Configurações.
          </li>
          <li>
            <strong>Assinatura:</strong> situação da assinatura, datas, valor e a bandeira e os quatro últimos dígitos
            do cartão. O número completo do cartão fica só com o provedor de pagamentos.
          </li>
          <li>
            <strong>Segurança:</strong> endereço IP em tentativas de login e pedidos de troca de senha, o navegador
            usado em cada sessão e registros técnicos de acesso.
          </li>
        </Items>
      </Clause>
      <Clause title="3. Para que usamos, com qual base legal e por quanto tempo">
        <PrivacyPurposes />
        <p>
          Não vendemos dados, não exibimos publicidade e não usamos cookies de rastreamento ou de análise. Os únicos
          cookies são os necessários para manter você conectado, reconhecer o seu navegador na verificação em duas
          etapas e proteger o login com o Google.
        </p>
      </Clause>
      <Clause title="4. Operadores: quem trata dados em nosso nome">
        <p>
          Cada operador recebe só o necessário para a sua tarefa, sob contrato, e não pode usar os dados para outro fim
          (art. 39 da LGPD).
        </p>
        <Items>
          <li>
            <strong>Provedor de inteligência artificial</strong> (um modelo compatível com a API da OpenAI): recebe as
            fotos, descrições e mensagens que você envia para análise ou no chat, com o contexto do seu dia (metas e
            refeições registradas), apenas para gerar a resposta. Não enviamos seu nome nem seu e-mail.
          </li>
          <li>
            <strong>Provedor de pagamentos</strong> (Mercado Pago): recebe os dados do cartão diretamente de você, no
            ambiente seguro dele, e o seu e-mail para a cobrança.
          </li>
          <li>
            <strong>WhatsApp (Meta Platforms)</strong>, só se você conectar o seu número: as mensagens e fotos que você
            troca com o Nutri pelo WhatsApp passam pela API do WhatsApp Business da Meta.
          </li>
          <li>
            <strong>Provedor de e-mail</strong> (servidor SMTP contratado): recebe o seu endereço e o texto dos e-mails
            que enviamos (boas-vindas, alertas de acesso, troca de senha, cobrança).
          </li>
          <li>
            <strong>Hospedagem e armazenamento de fotos:</strong> empresas que operam os servidores e o armazenamento,
            sob contrato e apenas para esse fim.
          </li>
          <li>
            O <strong>Google</strong>, se você escolher entrar com ele, é controlador dos dados da sua conta Google;
            recebemos dele só o nome, o e-mail e a foto.
          </li>
          <li>Autoridades públicas, quando a lei ou uma ordem judicial exigir.</li>
        </Items>
      </Clause>
      <Clause title="5. Transferência internacional">
        <p>
          O provedor de IA e o provedor de pagamentos podem processar dados fora do Brasil, por exemplo nos Estados
          Unidos. Essas transferências seguem o art. 33 da LGPD, com cláusulas contratuais que exigem proteção
          equivalente à da lei brasileira.
        </p>
      </Clause>
      <Clause title="6. Por quanto tempo guardamos">
        <p>
          Os prazos de cada finalidade estão no item 3. Em resumo: o que é seu fica enquanto a conta existir e é apagado
          quando você a exclui; apenas os registros de pagamento exigidos pela lei fiscal ficam pelo prazo legal.
        </p>
      </Clause>
      <Clause title="7. Os seus direitos e como exercê-los">
        <p>Pelo art. 18 da LGPD, você pode, a qualquer momento e sem custo:</p>
        <Items>
          <li>
            <strong>Acessar e levar seus dados (portabilidade):</strong> em Configurações, exporte tudo o que o Nutri
            guarda sobre você em JSON, ou em ZIP com as fotos e planilhas CSV.
          </li>
          <li>
            <strong>Corrigir:</strong> edite perfil, metas e refeições no próprio aplicativo.
          </li>
          <li>
            <strong>Retirar o consentimento:</strong> em Configurações → Privacidade, “Retirar consentimento” faz o
            Nutri parar de tratar novos dados de saúde seus na hora; você pode então exportar e excluir o que já está
            guardado, ou autorizar de novo quando quiser.
          </li>
          <li>
            <strong>Excluir:</strong> em Configurações, exclua a conta; todos os seus dados são apagados e as sessões
            encerradas.
          </li>
          <li>
            <strong>Ver a atividade da conta:</strong> em Configurações → Atividade da conta.
          </li>
          <li>
            <strong>Saber com quem compartilhamos, pedir informações ou se opor a um tratamento:</strong> escreva para{' '}
            <Mail to={dpoEmail} />. Respondemos em até 15 dias.
          </li>
        </Items>
        <p>Você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).</p>
      </Clause>
      <Clause title="8. Segurança">
        <p>
          Conexão criptografada (HTTPS), senhas com Argon2id, sessões guardadas apenas como resumo criptográfico,
          proteção contra requisições de outros sites, limite de tentativas de login e verificação em duas etapas. Se
          houver um incidente de segurança que possa causar risco ou dano relevante, comunicaremos a ANPD e você em até
          3 dias úteis (Resolução CD/ANPD nº 15/2024), dizendo o que aconteceu, quais dados foram afetados e o que
          fazer.
        </p>
      </Clause>
      <Clause title="9. Mudanças nesta Política">
        <p>
          Cada versão tem número e data. Se ela mudar, avisaremos por e-mail e no aplicativo e pediremos um novo aceite
          quando a mudança depender do seu consentimento.
        </p>
      </Clause>
    </LegalLayout>
  );
}
