import { DATA_CONTROLLER, LEGAL_DOCUMENTS } from '@/contracts/legal';
import { Clause, Items, LegalLayout, Mail } from './legal-layout';

const doc = LEGAL_DOCUMENTS.privacy;

/** /privacidade — privacy policy under the LGPD (Lei 13.709/2018). */
export function PrivacyPage() {
  return (
    <LegalLayout
      doc={doc}
      summary="Como o Nutri trata os seus dados pessoais, com que finalidade e base legal, com quem eles são compartilhados, por quanto tempo ficam guardados e como você exerce os seus direitos pela Lei Geral de Proteção de Dados (LGPD)."
    >
      <Clause title="1. Quem trata os seus dados">
        <p>
          O controlador dos dados é o {DATA_CONTROLLER.name}. O encarregado pelo tratamento de dados pessoais (DPO)
          atende pelo e-mail <Mail to={DATA_CONTROLLER.dpoEmail} />; dúvidas gerais sobre privacidade:{' '}
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
            <strong>Aceites:</strong> a versão dos Termos, desta Política e do aviso de saúde que você aceitou, com data
            e hora.
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
      <Clause title="3. Para que usamos e com qual base legal">
        <Items>
          <li>
            Prestar o serviço (conta, registros, análises, metas, chat, assinatura): execução do contrato (art. 7º, V).
          </li>
          <li>
            Tratar dados de saúde para calcular metas e analisar refeições: o seu consentimento específico e destacado,
            dado no cadastro (art. 11, I). Você pode revogá-lo a qualquer momento excluindo a conta.
          </li>
          <li>Cobrança e registros fiscais: cumprimento de obrigação legal (art. 7º, II).</li>
          <li>
            Segurança, prevenção a fraudes e limites de tentativas de login: legítimo interesse (art. 7º, IX) e garantia
            da prevenção à fraude e da segurança do titular (art. 11, II, g).
          </li>
        </Items>
        <p>
          Não vendemos dados, não exibimos publicidade e não usamos cookies de rastreamento ou de análise. Os únicos
          cookies são os necessários para manter você conectado e proteger o login com o Google.
        </p>
      </Clause>
      <Clause title="4. Com quem compartilhamos">
        <Items>
          <li>
            <strong>Provedor de inteligência artificial:</strong> as fotos, descrições e mensagens que você envia para
            análise ou no chat, com o contexto do seu dia (metas e refeições registradas), são enviadas a um provedor de
            modelo de linguagem compatível com a API da OpenAI, apenas para gerar a resposta. Não enviamos seu nome nem
            seu e-mail.
          </li>
          <li>
            <strong>Provedor de pagamentos:</strong> recebe os dados do cartão diretamente de você, no ambiente seguro
            dele, e o seu e-mail para a cobrança.
          </li>
          <li>
            <strong>Envio de e-mails e hospedagem:</strong> empresas que operam a infraestrutura do serviço, sob
            contrato e apenas para esse fim.
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
        <Items>
          <li>Dados da conta, do perfil e de uso: enquanto a conta existir. Ao excluir a conta, apagamos tudo.</li>
          <li>
            Registros de tentativas de login: até 24 horas. Sessões: até 30 dias sem uso, ou até você sair. Links de
            troca de senha: 30 minutos.
          </li>
          <li>Registros de pagamento exigidos pela lei fiscal: pelo prazo legal, mesmo após a exclusão da conta.</li>
        </Items>
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
            <strong>Excluir e revogar o consentimento:</strong> em Configurações, exclua a conta; todos os seus dados
            são apagados e as sessões encerradas.
          </li>
          <li>
            <strong>Saber com quem compartilhamos, pedir informações ou se opor a um tratamento:</strong> escreva para{' '}
            <Mail to={DATA_CONTROLLER.dpoEmail} />. Respondemos em até 15 dias.
          </li>
        </Items>
        <p>Você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).</p>
      </Clause>
      <Clause title="8. Segurança">
        <p>
          Conexão criptografada (HTTPS), senhas com Argon2id, sessões guardadas apenas como resumo criptográfico,
          proteção contra requisições de outros sites e limite de tentativas de login. Se houver um incidente que possa
          causar risco ou dano relevante, avisaremos você e a ANPD.
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
