import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { Checkbox } from './checkbox';
import { Label } from './label';

type CheckboxFieldProps = Omit<ComponentProps<typeof Checkbox>, 'id'> & {
  id: string;
  label: ReactNode;
  className?: string;
};

/** A checkbox with its clickable label beside it; the label text is the checkbox's accessible name. */
export function CheckboxField({ id, label, className, ...props }: CheckboxFieldProps) {
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <Checkbox id={id} className="mt-0.5" {...props} />
      <Label htmlFor={id} className="font-normal text-slate-700">
        {label}
      </Label>
    </div>
  );
}
