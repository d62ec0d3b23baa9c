import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import sources from '../../../../data/catalog/sources.json' with { type: 'json' };
import { BrandLogo } from '@/web/ui/brand-logo';
import { DocumentTitle } from '@/web/ui/document-title';

/**
 * /fontes: where every number comes from, cited as the sources' terms ask
 * (TACO: "É permitida a reprodução total ou parcial do material, desde que
 * seja citada a fonte"; IBGE: cite the publication; USDA: public domain, "USDA
 * would appreciate it if developers would list FoodData Central as the source").
 */
export function SourcesScreen() {
  const navigate = useNavigate();
  // 'default' is the first page of the tab (opened from a link elsewhere): there is nothing to go back to in the app.
  const cameFromTheApp = useLocation().key !== 'default';
  return (
    <main className="mx-auto flex min-h-dvh max-w-3xl flex-col gap-6 px-5 py-10">
      <DocumentTitle page="Fontes" />
      <div className="flex items-center justify-between gap-4">
        <Link to="/" aria-label="Nutri — página inicial">
          <BrandLogo />
        </Link>
        {cameFromTheApp ? (
          <button
            type="button"
            onClick={() => void navigate(-1)}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" /> Voltar
          </button>
        ) : (
          <Link to="/" className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
            <ArrowLeft className="size-4" aria-hidden="true" /> Voltar para o início
          </Link>
        )}
      </div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Fontes dos dados nutricionais</h1>
      <p className="text-slate-700">
        Todo número que o Nutri mostra — calorias, proteínas, carboidratos, gorduras, fibras e sódio — vem de uma tabela
        de composição de alimentos citada abaixo, nunca de um palpite da inteligência artificial. Quando a tabela não
        informa um valor, mostramos “não informado” em vez de zero.
      </p>
      <ul className="flex flex-col gap-4">
        {sources.sources.map((source) => (
          <li key={source.id} className="rounded-2xl border border-slate-200 bg-white p-5">
            <p className="text-slate-900">{source.citation}</p>
            {source.url ? (
              <a
                href={source.url}
                className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
                rel="noopener noreferrer"
              >
                {source.url}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      <section className="flex flex-col gap-2 text-slate-700">
        <h2 className="text-xl font-semibold text-slate-900">Como usamos cada fonte</h2>
        <p>
          A Tabela Brasileira de Composição de Alimentos (TACO, 4ª edição, NEPA-UNICAMP) dá os valores por 100 g dos 597
          alimentos do catálogo. As medidas caseiras — colher de sopa, concha, fatia, copo americano… — usam os pesos da
          Tabela de Medidas Referidas da POF 2008-2009 do IBGE. Onde a TACO marca um valor como “em reavaliação”, como
          no leite integral, usamos a tabela do USDA indicada. Pratos do dia a dia que a TACO não traz, como arroz com
          feijão, café com leite, brigadeiro, pizza ou moqueca, são receitas calculadas a partir desses alimentos, com o
          modo de preparo e a origem das proporções; onde a TACO não tem um ingrediente (queijo coalho, massa de pizza),
          a receita diz qual alimento dela foi usado no lugar.
        </p>
        <p>
          Alimentos que a TACO não tem — sushi, cachorro-quente, granola, whey, sorvete, tilápia, salsicha, mirtilo… —
          vêm do USDA FoodData Central (Departamento de Agricultura dos EUA), bases SR Legacy (2018) e FNDDS 2021-2023,
          de domínio público, com os valores como o USDA publica (o que ele não informa fica “não informado”). A TACO
          vem sempre primeiro: o USDA só entra quando a TACO não tem o alimento, e cada item mostra de onde vem —
          “TACO”, “Receita (TACO)”, “USDA” ou “Meu alimento”; calorias digitadas por você (“lanche de 300 calorias”)
          aparecem como “Calorias avulsas”, marcadas “Informado por você”. As porções usam as medidas caseiras da POF
          quando o IBGE pesa o alimento, senão as do próprio USDA.
        </p>
        <p>
          Os 1.971 alimentos e preparações que os brasileiros relataram na Pesquisa de Orçamentos Familiares — pratos
          regionais, bebidas, salgados — vêm das Tabelas de Composição Nutricional dos Alimentos Consumidos no Brasil
          (IBGE, POF 2008-2009), com as medidas caseiras da mesma pesquisa, e aparecem como “IBGE POF”. A ordem quando
          mais de uma fonte tem o alimento: seus alimentos, a TACO e as receitas dela, o IBGE e, por último, o USDA.
        </p>
        <p>
          Quando a descrição não diz quanto, usamos a porção típica de um adulto — 5 colheres de sopa de arroz, 1 concha
          de feijão, 1 bife — com os pesos da POF e o número de medidas das porções da Pirâmide Alimentar Adaptada
          (Philippi et al., 1999) e das porções de referência da ANVISA (RDC 359/2003; IN 75/2020). Esses itens aparecem
          marcados como “porção típica” para você ajustar. Para salgados de lanchonete e pastel de feira, que nenhuma
          dessas fontes pesa, a porção é uma estimativa do Nutri, indicada como tal. “Cheia”, “rasa”, “pequena” e
          “grande” ajustam a medida com fatores tirados dos pares de medidas da própria POF.
        </p>
        <p>
          Os itens marcados “Meu alimento” vêm de Meus alimentos: valores que você copiou de um rótulo (a tabela
          nutricional da ANVISA, por porção ou por 100 g) ou somou de uma refeição sua ao salvá-la como receita. O Nutri
          confere se a energia bate com proteínas, carboidratos e gorduras (4, 4 e 9 kcal por grama), mas os números são
          os seus, e só você os vê.
        </p>
      </section>
    </main>
  );
}
