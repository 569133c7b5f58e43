import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The UI kit's styles: one stylesheet, imported once.
import '@cadenza/ui/styles.css';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
