import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { installPtBrErrorMessages } from '@/contracts/zod-pt-br';
import { AppProviders } from './app-providers';
import { router } from './routes/router';
import './styles.css';

// The forms validate with the contracts: their messages are pt-BR even where a schema has no words of its own.
installPtBrErrorMessages();

const root = document.getElementById('root');
if (!root) throw new Error('index.html sem o elemento #root');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
