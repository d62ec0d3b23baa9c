import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { sandboxPaymentSchema, type SandboxCheckout, type SandboxPaymentInput } from '@/contracts/billing';
import { cardBrandLabels, cardDigits, detectBrand } from '@/domain/billing/cards';
import { localDate } from '@/domain/calendar/sao-paulo';
import { applyServerErrors } from '@/web/lib/form-errors';
import { queryKeys } from '@/web/lib/query-keys';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Field } from '@/web/ui/field';
import { Input } from '@/web/ui/input';
import { Spinner } from '@/web/ui/spinner';
import { paySandboxCheckout } from './billing-api';
import { spacedCardNumber, testCardFill } from './test-card-fill';
import { TestCardList } from './test-card-list';

const FIELDS = ['cardNumber', 'expiry', 'cvc', 'holderName'] as const;

/** The sandbox's card form: only the documented test cards pass (the same schema runs on the server). */
export function TestCardForm({ checkout }: { checkout: SandboxCheckout }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => sandboxPaymentSchema(localDate(new Date())), []);
  const form = useForm<SandboxPaymentInput>({
    resolver: zodResolver(schema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '', holderName: '' },
  });
  const { errors } = form.formState;
  const brand = detectBrand(cardDigits(useWatch({ control: form.control, name: 'cardNumber' }) ?? ''));

  const pay = useMutation({
    mutationFn: (values: SandboxPaymentInput) => paySandboxCheckout(checkout.id, values),
    onSuccess: async ({ returnUrl }) => {
      await queryClient.invalidateQueries({ queryKey: ['billing'] });
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
      const url = new URL(returnUrl, window.location.origin);
      // Back to settings (our own origin): a client-side navigation keeps the session's caches.
      navigate(
        url.origin === window.location.origin ? url.pathname + url.search + url.hash : '/dashboard/settings#assinatura',
      );
    },
    onError: (error) => setFormError(applyServerErrors(error, form.setError, FIELDS)),
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    pay.mutate(values);
  });

  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Cartão de teste">
        {formError ? <Alert>{formError}</Alert> : null}
        <Field
          id="cardNumber"
          label="Número do cartão"
          error={errors.cardNumber?.message}
          hint={brand ? `Bandeira: ${cardBrandLabels[brand]}` : 'Aceitamos Visa, Mastercard, Elo e American Express.'}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              placeholder="0000 0000 0000 0000"
              {...form.register('cardNumber', {
                // Spaced as on the card while typing; the server reads the digits only.
                onChange: (event: { target: { value: string } }) =>
                  form.setValue('cardNumber', spacedCardNumber(event.target.value)),
              })}
            />
          )}
        </Field>
        <div className="grid grid-cols-2 gap-4">
          <Field id="expiry" label="Validade (MM/AA)" error={errors.expiry?.message}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="off"
                placeholder="12/30"
                {...form.register('expiry')}
              />
            )}
          </Field>
          <Field id="cvc" label="Código de segurança" error={errors.cvc?.message}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="off"
                placeholder={brand === 'amex' ? '1234' : '123'}
                {...form.register('cvc')}
              />
            )}
          </Field>
        </div>
        <Field id="holderName" label="Nome impresso no cartão" error={errors.holderName?.message}>
          {(control) => <Input {...control} autoComplete="off" {...form.register('holderName')} />}
        </Field>
        <Button type="submit" size="lg" disabled={pay.isPending}>
          {pay.isPending ? <Spinner /> : null}
          {checkout.kind === 'update_card' ? 'Salvar cartão de teste' : 'Confirmar assinatura de teste'}
        </Button>
      </form>
      <TestCardList
        onUse={(card) => {
          const fill = testCardFill(card, localDate(new Date()));
          for (const name of ['cardNumber', 'expiry', 'cvc'] as const) form.setValue(name, fill[name]);
          form.setFocus('holderName');
        }}
      />
    </div>
  );
}
