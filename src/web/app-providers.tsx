import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TooltipProvider } from './ui/tooltip';

/** App-wide providers with the product's client defaults (decision 0029). */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        {children}
        {/* At most 3 toasts at once, 4 s each. Default (not rich) colours: the rich error red fails 4.5:1 contrast. */}
        <Toaster
          visibleToasts={3}
          duration={4_000}
          position="top-center"
          closeButton
          containerAriaLabel="Avisos"
          toastOptions={{ closeButtonAriaLabel: 'Fechar aviso' }}
        />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
