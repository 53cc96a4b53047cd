import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from '@siirto/ui';
import { ThemeRoot } from '@siirto/ui/theme';
import '@siirto/ui/fonts';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <ThemeRoot>
        <main>
          <h1>Kirjaudu sisään</h1>
          <Button type="submit">Kirjaudu</Button>
        </main>
      </ThemeRoot>
    </StrictMode>,
  );
}
