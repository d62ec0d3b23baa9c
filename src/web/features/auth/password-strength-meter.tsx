import { Check, Circle } from 'lucide-react';
import { passwordStrength, type PasswordStrengthLevel } from '@/domain/credentials/password-strength';
import { cn } from '@/web/lib/cn';

// The product's scale (decision 0029): 0–1 'Fraca' red, 2 'Média' yellow, 3+ 'Forte' green.
// Text shades are the 700s so the label keeps 4.5:1 contrast on white.
const tone: Record<PasswordStrengthLevel, { bar: string; text: string; filled: number }> = {
  fraca: { bar: 'bg-red-600', text: 'text-red-700', filled: 1 },
  media: { bar: 'bg-yellow-500', text: 'text-yellow-800', filled: 2 },
  forte: { bar: 'bg-green-600', text: 'text-green-700', filled: 3 },
};

/**
 * Strength bar, label and checklist under the password. It informs and never
 * blocks: only the 8-character minimum stops a sign-up.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  const style = tone[strength.level];
  const checklist = [
    { ok: strength.checks.minLength, text: 'Mín. 8 caracteres' },
    { ok: strength.checks.uppercase, text: '1 letra maiúscula' },
    { ok: strength.checks.digit, text: '1 número' },
  ];
  return (
    <div className="flex flex-col gap-2" data-strength={strength.level}>
      <div className="flex gap-1" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <span
            key={index}
            className={cn('h-1.5 flex-1 rounded-full', index < style.filled ? style.bar : 'bg-slate-200')}
          />
        ))}
      </div>
      <p className="text-sm text-slate-700">
        Força da senha: <strong className={style.text}>{strength.label}</strong>
      </p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {checklist.map((item) => (
          <li
            key={item.text}
            className={cn('flex items-center gap-1.5', item.ok ? 'text-green-700' : 'text-slate-600')}
          >
            {item.ok ? (
              <Check className="size-4" aria-hidden="true" />
            ) : (
              <Circle className="size-3.5" aria-hidden="true" />
            )}
            {item.text}
            <span className="sr-only">{item.ok ? ' (atendido)' : ' (pendente)'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
