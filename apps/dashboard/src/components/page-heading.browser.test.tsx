import { beforeEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeRoot } from '@siirto/ui/theme';
import { forgetLastHeadingPath, PageHeading } from './page-heading';

// each page its own screen component, as the app's routes are
function ListScreen() {
  return (
    <>
      <PageHeading>Siirrot</PageHeading>
      <Link to="/detail">Näytä</Link>
    </>
  );
}

function DetailScreen() {
  return <PageHeading>Siirtotilaus #42</PageHeading>;
}

function CompanyScreen() {
  return (
    <>
      <PageHeading>Yritys</PageHeading>
      <Link to="/company/users">Käyttäjät</Link>
    </>
  );
}

function Pages() {
  return (
    <Routes>
      <Route path="/list" element={<ListScreen />} />
      <Route path="/detail" element={<DetailScreen />} />
      <Route path="/company/*" element={<CompanyScreen />} />
    </Routes>
  );
}

async function renderAt(path: string) {
  await render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[path]}>
        <Pages />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

describe('PageHeading', () => {
  beforeEach(() => {
    forgetLastHeadingPath();
  });

  it('names the page in the document title and leaves focus alone on the first page of a visit', async () => {
    await renderAt('/list');
    expect(document.title).toBe('Siirrot – Siirto');
    expect(document.activeElement?.tagName).not.toBe('H1');
  });

  it("moves focus to the new page's heading after a navigation, and names it in the title", async () => {
    await renderAt('/list');
    await page.getByRole('link', { name: 'Näytä' }).click();
    const heading = page.getByRole('heading', { level: 1, name: 'Siirtotilaus #42' });
    await expect.element(heading).toBeVisible();
    await expect.element(heading).toHaveFocus();
    expect(document.title).toBe('Siirtotilaus #42 – Siirto');
  });

  it('keeps focus where it is when the path changes under a heading that stays (a tab of the same page)', async () => {
    await renderAt('/company/basic');
    const tab = page.getByRole('link', { name: 'Käyttäjät' });
    await tab.click();
    await expect.element(tab).toHaveFocus();
    expect(document.title).toBe('Yritys – Siirto');
  });
});
