import { Bot, ChevronDown, TriangleAlert } from 'lucide-react';
import { faqItems } from '../content/faq';
import { photoClaims } from '../content/photo-claims';
import { useLiveFacts } from '../live-facts';
import { useOffer } from '../offer-context';
import { SECTION } from '../site-links';

/**
 * Section 8: the FAQ accordion, then the legal warning and the 'About the AI'
 * box. Native <details>/<summary>: opens with Enter or Space, works without
 * JavaScript, and `name` keeps one answer open at a time.
 */
export function FaqSection() {
  const { facts } = useOffer();
  const { whatsapp, photoAnalysis } = useLiveFacts();
  return (
    <section id={SECTION.faq} aria-labelledby="faq-titulo" className="scroll-mt-28 bg-slate-50">
      <div className="mx-auto max-w-3xl px-5 py-16 lg:py-24">
        <p className="text-center font-semibold text-brand-700">FAQ</p>
        <h2 id="faq-titulo" className="mt-2 text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Perguntas frequentes
        </h2>
        <div className="mt-10 divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
          {faqItems(facts, { whatsapp, photoAnalysis }).map((item) => (
            <details key={item.id} name="faq" className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-6 py-5 text-left font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                <span>{item.question}</span>
                <ChevronDown
                  className="size-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <div className="space-y-3 px-6 pb-6 text-slate-700">
                {item.answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </details>
          ))}
        </div>

        <div
          role="note"
          aria-labelledby="aviso-saude-titulo"
          className="mt-12 rounded-2xl bg-amber-50 p-6 ring-2 ring-amber-300 sm:p-8"
        >
          <h3 id="aviso-saude-titulo" className="flex items-center gap-3 text-xl font-bold text-amber-950">
            <TriangleAlert className="size-7 shrink-0" aria-hidden="true" />
            Aviso importante sobre saúde
          </h3>
          <p className="mt-4 text-lg text-amber-950">
            O Nutri não substitui a orientação de um nutricionista, médico ou outro profissional de saúde. As
            informações da IA podem conter erros e têm caráter exclusivamente educativo. Consulte um profissional antes
            de fazer mudanças significativas na sua alimentação.
          </p>
          <p className="mt-3 text-amber-950">
            O uso do Nutri é por sua conta e risco. Em caso de doença, gestação, amamentação, transtornos alimentares ou
            uso de medicamentos, siga a orientação do profissional que acompanha você.
          </p>
        </div>

        <div
          aria-labelledby="sobre-ia-titulo"
          role="note"
          className="mt-6 rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-8"
        >
          <h3 id="sobre-ia-titulo" className="flex items-center gap-3 text-xl font-bold text-slate-900">
            <Bot className="size-7 shrink-0 text-brand-700" aria-hidden="true" />
            Sobre a IA
          </h3>
          <p className="mt-4 text-slate-700">
            A nutricionista virtual usa um modelo de linguagem de um provedor externo, compatível com a API da OpenAI.
            {photoClaims(photoAnalysis).aiReads} e conversa com você no chat. Modelos de IA não são perfeitos: podem
            errar o alimento, a quantidade ou uma resposta.
          </p>
          <p className="mt-3 text-slate-700">
            Por isso os números nunca vêm da IA: calorias e nutrientes são calculados com a tabela TACO e as medidas
            caseiras do IBGE, e você confere cada item antes de salvar. As fotos, descrições e mensagens que você envia
            são processadas por esse provedor, como explica a nossa{' '}
            <a href="/privacidade" className="font-semibold text-brand-700 underline">
              Política de Privacidade
            </a>
            .
          </p>
        </div>
      </div>
    </section>
  );
}
