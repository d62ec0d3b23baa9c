import { TEST_CARDS, formatCardNumber, type TestCard } from '@/domain/billing/test-cards';
import { Button } from '@/web/ui/button';

/** The documented test cards, each with what it does; "Usar" fills the card in (number, expiry, code). */
export function TestCardList({ onUse }: { onUse: (card: TestCard) => void }) {
  return (
    <section aria-labelledby="cartoes-teste-title" className="flex flex-col gap-2">
      <h2 id="cartoes-teste-title" className="text-sm font-semibold text-slate-800">
        Cartões de teste (validade futura qualquer; código 123, ou 1234 no American Express)
      </h2>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 text-sm">
        {TEST_CARDS.map((card) => (
          <li key={card.number} className="flex items-center justify-between gap-3 px-3 py-2">
            <span className="flex flex-col">
              <span className="font-mono text-slate-900">{formatCardNumber(card.number)}</span>
              <span className="text-slate-600">{card.description}</span>
            </span>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Usar o cartão ${card.description}`}
              onClick={() => onUse(card)}
            >
              Usar
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
