import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';

/** A panel sliding from a screen edge (side menu on phones, the 'Mais' sheet). Radix Dialog gives focus trap, Esc and overlay-click closing. */
export const Sheet = Dialog.Root;
export const SheetTrigger = Dialog.Trigger;
export const SheetClose = Dialog.Close;

const sheetVariants = cva('fixed z-50 flex flex-col bg-white shadow-xl focus-visible:outline-none', {
  variants: {
    side: {
      left: 'inset-y-0 left-0 h-full w-72 max-w-[85vw] border-r border-slate-200',
      bottom:
        'inset-x-0 bottom-0 max-h-[85vh] rounded-t-2xl border-t border-slate-200 pb-[env(safe-area-inset-bottom)]',
    },
  },
  defaultVariants: { side: 'left' },
});

type SheetContentProps = ComponentProps<typeof Dialog.Content> &
  VariantProps<typeof sheetVariants> & { title: string; hideTitle?: boolean };

export function SheetContent({ className, side, title, hideTitle = false, children, ...props }: SheetContentProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <Dialog.Content
        // No description: the title and the content say it all.
        aria-describedby={undefined}
        className={cn(sheetVariants({ side }), className)}
        {...props}
      >
        <div className={cn('flex items-center justify-between px-4 pt-4', hideTitle && 'sr-only')}>
          <Dialog.Title className="text-base font-semibold text-slate-900">{title}</Dialog.Title>
        </div>
        {children}
        <Dialog.Close
          className="absolute top-3 right-3 rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          aria-label="Fechar"
        >
          <X className="size-5" aria-hidden="true" />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
