import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';

const alertVariants = cva('flex gap-3 rounded-lg border p-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0', {
  variants: {
    variant: {
      error: 'border-red-200 bg-red-50 text-red-800',
      success: 'border-brand-200 bg-brand-50 text-brand-900',
      info: 'border-sky-200 bg-sky-50 text-sky-900',
    },
  },
  defaultVariants: { variant: 'error' },
});

const icons = { error: CircleAlert, success: CircleCheck, info: Info };

type AlertProps = ComponentProps<'div'> & VariantProps<typeof alertVariants>;

/**
 * An in-page message. Errors use role="alert" (announced at once); success
 * and info use role="status" (announced politely).
 */
export function Alert({ className, variant = 'error', children, ...props }: AlertProps) {
  const Icon = icons[variant ?? 'error'];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    >
      <Icon aria-hidden="true" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
