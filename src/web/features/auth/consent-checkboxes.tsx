import type { Control, FieldValues, Path } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { DISCLAIMER_TEXT } from '@/contracts/legal';
import { CheckboxField } from '@/web/ui/checkbox-field';

interface ConsentCheckboxesProps<T extends FieldValues> {
  control: Control<T>;
  /** Id of the message explaining what is missing, read when a box is focused. */
  errorId?: string | undefined;
  invalid: { terms: boolean; disclaimer: boolean };
}

/**
 * Terms and health-disclaimer boxes, shared by sign-up and by the onboarding
 * of people who arrived through Google (they have not accepted them yet).
 */
export function ConsentCheckboxes<T extends FieldValues & { terms?: boolean; disclaimer?: boolean }>({
  control,
  errorId,
  invalid,
}: ConsentCheckboxesProps<T>) {
  return (
    <div className="flex flex-col gap-4">
      <Controller
        control={control}
        name={'terms' as Path<T>}
        render={({ field }) => (
          <CheckboxField
            id="terms"
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            ref={field.ref}
            aria-invalid={invalid.terms}
            aria-describedby={invalid.terms ? errorId : undefined}
            label={
              <>
                Li e aceito os{' '}
                <Link to="/termos" target="_blank" className="font-medium text-brand-700 underline">
                  Termos de Uso
                </Link>{' '}
                e a{' '}
                <Link to="/privacidade" target="_blank" className="font-medium text-brand-700 underline">
                  Política de Privacidade
                </Link>
              </>
            }
          />
        )}
      />
      <Controller
        control={control}
        name={'disclaimer' as Path<T>}
        render={({ field }) => (
          <CheckboxField
            id="disclaimer"
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            ref={field.ref}
            aria-invalid={invalid.disclaimer}
            aria-describedby={invalid.disclaimer ? errorId : undefined}
            label={DISCLAIMER_TEXT}
          />
        )}
      />
    </div>
  );
}
