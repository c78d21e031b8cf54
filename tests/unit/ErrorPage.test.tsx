// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enErrors from '../../src/client/i18n/locales/en/errors.json';
import esErrors from '../../src/client/i18n/locales/es/errors.json';
import ptErrors from '../../src/client/i18n/locales/pt/errors.json';
import { changeLanguage, initI18n } from '../../src/client/i18n';
import { ERROR_CODES, ErrorPage, ErrorRoute } from '../../src/client/components/ErrorPage';

function renderAt(entries: string[]) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/" element={<h1>Página inicial</h1>} />
        <Route path="/planos" element={<h1>Planos</h1>} />
        <Route path="/erro/:code" element={<ErrorRoute />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await initI18n();
  await changeLanguage('pt');
});

afterEach(async () => {
  cleanup();
  await changeLanguage('pt');
});

describe('ErrorPage', () => {
  it("shows 'Whoops, 404', the translated title and message, and sets the tab title", () => {
    renderAt(['/erro/404']);
    expect(screen.getByRole('heading', { level: 1, name: 'Whoops, 404' })).toBeTruthy();
    expect(screen.getByText(ptErrors['404'].title)).toBeTruthy();
    expect(screen.getByText(ptErrors['404'].message)).toBeTruthy();
    expect(document.title).toBe(`404 ${ptErrors['404'].title} | Portal AGA`);
  });

  it.each(ERROR_CODES)('has a heading and its own message for %i', (code) => {
    render(
      <MemoryRouter>
        <ErrorPage code={code} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: `Whoops, ${code}` })).toBeTruthy();
    const texts = ptErrors[`${code}`];
    expect(screen.getByText(texts.title)).toBeTruthy();
    expect(screen.getByText(texts.message)).toBeTruthy();
  });

  it('goes back to the previous page', () => {
    renderAt(['/planos', '/erro/404']);
    fireEvent.click(screen.getByRole('button', { name: ptErrors.back }));
    expect(screen.getByRole('heading', { level: 1, name: 'Planos' })).toBeTruthy();
  });

  it('goes to the home page when there is no previous page', () => {
    renderAt(['/erro/404']);
    fireEvent.click(screen.getByRole('button', { name: ptErrors.back }));
    expect(screen.getByRole('heading', { level: 1, name: 'Página inicial' })).toBeTruthy();
  });

  it('speaks English and Spanish', async () => {
    await changeLanguage('en');
    renderAt(['/erro/404']);
    expect(screen.getByText(enErrors['404'].message)).toBeTruthy();
    expect(screen.getByRole('button', { name: enErrors.back })).toBeTruthy();
    cleanup();
    await changeLanguage('es');
    renderAt(['/erro/404']);
    expect(screen.getByText(esErrors['404'].message)).toBeTruthy();
    expect(screen.getByRole('button', { name: esErrors.back })).toBeTruthy();
  });

  it('treats an unknown code as a 404', () => {
    renderAt(['/erro/418']);
    expect(screen.getByRole('heading', { level: 1, name: 'Whoops, 404' })).toBeTruthy();
  });
});
