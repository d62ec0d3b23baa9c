import { HeartPulse } from 'lucide-react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { HEALTH_DATA_CONSENT } from '@/contracts/legal';
import { CheckboxField } from '@/web/ui/checkbox-field';

interface HealthConsentCheckboxProps<T extends FieldValues> {
  control: Control<T>;
  invalid: boolean;
  errorId?: string | undefined;
}

/**
 * The health-data consent's own box, set apart from the terms (LGPD art. 11, I:
 * "de forma específica e destacada"), at sign-up and in the onboarding of
 * whoever has not given it (decision 0046).
 */
export function HealthConsentCheckbox<T extends FieldValues & { healthData?: boolean }>({
  control,
  invalid,
  errorId,
}: HealthConsentCheckboxProps<T>) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border-2 border-brand-300 bg-brand-50 p-4">
      <legend className="flex items-center gap-2 px-1 text-sm font-semibold text-brand-900">
        <HeartPulse className="size-4" aria-hidden="true" />
        Seus dados de saúde
      </legend>
      <Controller
        control={control}
        name={'healthData' as Path<T>}
        render={({ field }) => (
          <CheckboxField
            id="healthData"
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            ref={field.ref}
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            label={HEALTH_DATA_CONSENT.text}
          />
        )}
      />
      <p className="text-xs text-slate-700">
        Dados de saúde são dados sensíveis pela LGPD (art. 11). Veja como os tratamos na{' '}
        <Link to="/privacidade" target="_blank" className="font-medium text-brand-700 underline">
          Política de Privacidade
        </Link>
        .
      </p>
    </fieldset>
  );
}
